import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GalleryGrid } from '@/galleries/components/GalleryGrid'
import type { ClientPhoto } from '@/galleries/core/galleryTypes'

const TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv8x'
const PHOTO = `/galeria-privada/${TOKEN}/foto`

const photo = (id: number, over: Partial<ClientPhoto> = {}): ClientPhoto => ({
  id,
  filename: `DSC_${id}.jpg`,
  set: 'proofs',
  width: 6000,
  height: 4000,
  placeholder: null,
  favourite: false,
  note: '',
  ...over,
})

type Grid = Parameters<typeof GalleryGrid>[0]
const render = (photos: ClientPhoto[], props: Partial<Grid> = {}) =>
  renderToStaticMarkup(createElement(GalleryGrid, { token: TOKEN, photos, choosing: true, download: null, ...props }))
const items = (html: string) => html.split('<li ').slice(1)

describe('GalleryGrid', () => {
  it('gives each photo its box before it loads: its ratio, its average colour, the grid’s sizes', () => {
    const [item] = items(render([photo(1, { width: 4000, height: 6000, placeholder: '#8a7f70' })]))
    expect(item).toContain('style="--cg-ratio:0.6667;background-color:#8a7f70"')
    // 0.6667 × 160 px × 1.4 on a phone, × 240 px × 1.4 elsewhere.
    expect(item).toContain('sizes="(max-width: 767px) 150px, 224px"')
    expect(item).toContain(`<img src="${PHOTO}/1/w480.webp"`)
    expect(item).toContain('width="480" height="720" alt="Foto DSC_1.jpg"')
  })

  it('lists the grid’s sizes up to 960 pixels (AVIF first) and opens the lightbox on the largest', () => {
    const [item] = items(render([photo(7)]))
    expect(item).toContain(`<source type="image/avif" srcSet="${PHOTO}/7/w480.avif 480w, ${PHOTO}/7/w960.avif 960w"`)
    expect(item).toContain(`srcSet="${PHOTO}/7/w480.webp 480w, ${PHOTO}/7/w960.webp 960w"`)
    expect(item).toContain(
      `<a class="cg-open" href="${PHOTO}/7/w2400.webp" data-srcset="${PHOTO}/7/w480.webp 480w, ${PHOTO}/7/w960.webp 960w, ${PHOTO}/7/w1600.webp 1600w, ${PHOTO}/7/w2400.webp 2400w" data-width="2400" data-height="1600" data-title="DSC_7.jpg">`,
    )
    expect(item).not.toContain('background-color')
  })

  it('opens a photo smaller than the grid’s sizes at its own width', () => {
    const [item] = items(render([photo(3, { width: 300, height: 200 })]))
    expect(item).toContain(`<a class="cg-open" href="${PHOTO}/3/w300.webp" data-srcset="${PHOTO}/3/w300.webp 300w"`)
    expect(item).toContain('width="300" height="200"')
  })

  it('loads the first screen at once (the first photo first) and the rest as they come near', () => {
    const html = items(render(Array.from({ length: 10 }, (_, i) => photo(i + 1))))
    expect(html.map((item) => /loading="(\w+)"/.exec(item)![1])).toEqual([...Array(8).fill('eager'), 'lazy', 'lazy'])
    expect(html.filter((item) => item.includes('fetchPriority="high"'))).toHaveLength(1)
    expect(html[0]).toContain('fetchPriority="high"')
  })

  it('gives a photo’s heart the press that comes next, and its note button what it holds', () => {
    const [marked, plain] = items(render([photo(1, { favourite: true, note: 'Más luz, por favor' }), photo(2)]))
    expect(marked).toContain('data-favourite=""')
    expect(marked).toContain('<input type="hidden" name="favourite" value="0"/>')
    expect(marked).toContain('aria-pressed="true" aria-label="Favorita: DSC_1.jpg"')
    expect(marked).toContain('data-note="Más luz, por favor" aria-label="Editar la nota: DSC_1.jpg" hidden=""')
    expect(plain).not.toContain('data-favourite')
    expect(plain).toContain('<input type="hidden" name="favourite" value="1"/>')
    expect(plain).toContain('class="cg-note" aria-label="Añadir una nota: DSC_2.jpg"')
  })

  it('shows no hearts or notes when the client is not choosing, and the download the studio allows', () => {
    const [item] = items(render([photo(5)], { choosing: false, download: 'download.jpg' }))
    expect(item).not.toContain('cg-fav')
    expect(item).not.toContain('cg-note')
    expect(item).toContain(
      `<a class="cg-download" href="${PHOTO}/5/download.jpg" download="DSC_5.jpg" aria-label="Descargar DSC_5.jpg">`,
    )
  })
})
