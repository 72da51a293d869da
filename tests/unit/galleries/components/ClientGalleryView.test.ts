import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ClientGalleryView, type ClientGalleryViewProps } from '@/galleries/components/ClientGalleryView'
import type { ClientPhoto, PhotoSet } from '@/galleries/core/galleryTypes'

const TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv8x'
const BASE = `/galeria-privada/${TOKEN}`

const photo = (id: number, set: PhotoSet, favourite = false): ClientPhoto => ({
  id,
  filename: `DSC_${id}.jpg`,
  set,
  width: 6000,
  height: 4000,
  placeholder: '#8a7f70',
  favourite,
  note: '',
})

const gallery = (props: Partial<ClientGalleryViewProps> = {}): ClientGalleryViewProps => ({
  token: TOKEN,
  title: 'Boda de Ana y Luis',
  clientName: 'Ana García',
  sessionDate: '2024-05-17',
  expiresAt: '2024-08-15T10:00:00.000Z',
  set: 'proofs',
  proofs: [photo(1, 'proofs', true), photo(2, 'proofs'), photo(3, 'proofs')],
  finals: [],
  selectionLimit: 2,
  extraPhotoPrice: 15,
  selectionSubmittedAt: null,
  downloads: 'none',
  zipBytes: null,
  favouritesOnly: false,
  confirming: false,
  byStudio: false,
  notice: null,
  ...props,
})

/** The page's markup, without the empty comments React puts between adjacent pieces of text. */
const render = (props: Partial<ClientGalleryViewProps> = {}) =>
  renderToStaticMarkup(createElement(ClientGalleryView, gallery(props))).replaceAll('', '')
const count = (html: string, text: string) => html.split(text).length - 1

describe('ClientGalleryView', () => {
  it('lets the client choose: hearts and notes on each photo, the counter, «Mis favoritas», «Enviar selección»', () => {
    const html = render()
    expect(html).toContain('<h1>Boda de Ana y Luis</h1>')
    expect(html).toContain('Ana García · sesión del 17 de mayo de 2024 · disponible hasta el 15 de agosto de 2024')
    expect(count(html, 'class="cg-fav"')).toBe(3)
    expect(count(html, 'class="cg-note"')).toBe(3)
    expect(html).toContain('<output aria-live="polite">1 de 2</output>')
    expect(html).toContain(
      `<a class="cg-filter" href="${BASE}?favoritas=1" aria-pressed="false" role="button">Mis favoritas</a>`,
    )
    expect(html).toContain(`<a class="cg-button" href="${BASE}?confirmar=1#enviar">Enviar selección</a>`)
    expect(html).toContain('<p class="cg-over" aria-live="polite" hidden="">')
    expect(html).toContain(`<dialog class="cg-dialog"`)
    // Nothing the client may not do: no downloads, no second set, no studio banner.
    expect(html).not.toContain('Descargar')
    expect(html).not.toContain('cg-sets')
    expect(html).not.toContain('Vista del estudio')
  })

  it('says plainly when more photos are chosen than the session includes, and what they cost', () => {
    const html = render({ proofs: [1, 2, 3].map((id) => photo(id, 'proofs', true)) })
    expect(html).toContain('<output aria-live="polite">3 de 2</output>')
    expect(html).toContain(
      '<p class="cg-over" aria-live="polite">Has elegido 1 foto más de las 2 que incluye tu sesión. Cada foto de más cuesta 15,00\u00a0€: 15,00\u00a0€ en total.</p>',
    )
  })

  it('asks to confirm before sending the selection, and says what is chosen', () => {
    const confirm = render({ confirming: true, proofs: [1, 2, 3].map((id) => photo(id, 'proofs', true)) })
    expect(confirm).toContain('<h2 id="enviar-titulo">¿Enviar tu selección?</h2>')
    expect(confirm).toContain('Vas a enviar 3 fotos al estudio.')
    expect(confirm).toContain(`<form action="${BASE}/seleccion" method="post">`)
    expect(count(confirm, 'Has elegido 1 foto más')).toBe(2)
    expect(render({ confirming: true })).toContain('Vas a enviar 1 foto al estudio.')
    const none = render({ confirming: true, proofs: [photo(1, 'proofs')] })
    expect(none).toContain('Aún no has marcado ninguna foto.')
    expect(none).not.toContain('/seleccion')
  })

  it('locks a sent selection: when it was sent and how many, no hearts, notes or second sending', () => {
    const html = render({ selectionSubmittedAt: '2024-06-03T16:05:00.000Z', confirming: true })
    expect(html).toContain('Enviaste tu selección el 3 de junio a las 18:05: 1 foto.')
    expect(html).not.toContain('cg-fav')
    expect(html).not.toContain('cg-note')
    expect(html).not.toContain('cg-dialog')
    expect(html).not.toContain('Enviar selección')
    expect(html).not.toContain('¿Enviar tu selección?')
    expect(render({ selectionSubmittedAt: '2024-06-03T16:05:00.000Z', proofs: [] })).toContain('0 fotos')
  })

  it('shows the delivered finals with both sets’ links, «Descargar todas» with its size and each original', () => {
    const html = render({
      set: 'finals',
      finals: [photo(10, 'finals'), photo(11, 'finals')],
      downloads: 'originals',
      zipBytes: 12_345_678,
    })
    expect(html).toContain(`<a href="${BASE}?conjunto=entrega" aria-current="page">Entrega (2)</a>`)
    expect(html).toContain(`<a href="${BASE}">Para elegir (3)</a>`)
    expect(html).toContain(
      `<a class="cg-button" href="${BASE}/descargar/entrega.zip" download="">Descargar todas (11,8 MB)</a>`,
    )
    expect(html).toContain(`href="${BASE}/foto/10/original" download="DSC_10.jpg" aria-label="Descargar DSC_10.jpg"`)
    // The finals are not chosen from: no counter, no hearts.
    expect(html).not.toContain('cg-bar')
    expect(html).not.toContain('cg-fav')
  })

  it('offers the web size when that is what the studio allows, for the proofs too', () => {
    const html = render({ downloads: 'web', finals: [photo(10, 'finals')] })
    expect(html).toContain(`<a class="cg-button" href="${BASE}/descargar/fotos.zip" download="">Descargar todas</a>`)
    expect(html).toContain(`href="${BASE}/foto/1/download.jpg" download="DSC_1.jpg"`)
    expect(html).toContain(`<a href="${BASE}" aria-current="page">Para elegir`)
  })

  it('shows the studio the client’s view without letting it choose', () => {
    const html = render({ byStudio: true })
    expect(html).toContain('Vista del estudio: así verá la galería el cliente.')
    expect(html).not.toContain('cg-fav')
    expect(html).not.toContain('Enviar selección')
  })

  it('keeps the favourites filter and the last action’s message in the address’s state', () => {
    const html = render({
      favouritesOnly: true,
      notice: '¡Gracias! Tu selección ha llegado al estudio.',
      sessionDate: null,
    })
    expect(html).toContain('data-filter="favourites"')
    expect(html).toContain(`<a class="cg-filter" href="${BASE}" aria-pressed="true" role="button">`)
    expect(html).toContain('<p class="cg-notice" role="status">¡Gracias! Tu selección ha llegado al estudio.</p>')
    expect(html).not.toContain('sesión del')
  })

  it('says so when a set has no photos yet, without a download', () => {
    const html = render({ proofs: [], downloads: 'originals', zipBytes: null })
    expect(html).toContain('<p class="cg-empty">Todavía no hay fotos en esta galería.</p>')
    expect(html).not.toContain('Descargar todas')
    expect(html).not.toContain('cg-grid')
  })
})
