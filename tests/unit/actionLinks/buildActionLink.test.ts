import { describe, expect, it } from 'vitest'

import { buildActionLink } from '@/actionLinks/buildActionLink'
import { parseActionLink } from '@/actionLinks/parseActionLink'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')

describe('buildActionLink', () => {
  it.each([
    [
      'an image with accents',
      'lightbox',
      { type: 'image', url: '/wp-content/uploads/2024/05/plato.webp', title: 'Plató ~ ¿Sí?' },
    ],
    [
      'a slideshow whose base64 has + and /',
      'lightbox',
      { type: 'slideshow', slides: [{ url: '/a.jpg', title: 'Luz >>> sombra ???' }, { url: '/b.jpg' }] },
    ],
    ['a video', 'lightbox', { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['a popup action with a colon', 'popup:open', { id: 7 }],
    ['no settings', 'popup:close', {}],
  ])('round-trips %s through parseActionLink', (_, action, settings) => {
    const href = buildActionLink(action, settings)
    expect(href.startsWith('#elementor-action:action=')).toBe(true)
    expect(parseActionLink(href)).toEqual({ ok: true, link: { action, settings } })
  })

  it('escapes the base64 so that its + is not read as a space', () => {
    const settings = { type: 'image', url: '/a.jpg', title: 'Luz >>> sombra ???' }
    expect(b64(settings)).toMatch(/\+/)
    const href = buildActionLink('lightbox', settings)
    expect(href).not.toMatch(/\+/)
    expect(href).toContain('%2B')
    expect(parseActionLink(href)).toMatchObject({ ok: true })
  })
})

describe('parseActionLink with Elementor’s encodings', () => {
  const settings = { type: 'image', url: '/a.jpg', title: 'Luz >>> sombra ???' }
  it.each([
    // Elementor's PHP: '#' . rawurlencode('elementor-action:action=…&settings=' . base64_encode(json))
    [
      'percent-encoded as Elementor writes it',
      '#' + encodeURIComponent(`elementor-action:action=lightbox&settings=${b64(settings)}`),
    ],
    ['written by hand with a raw +', `#elementor-action:action=lightbox&settings=${b64(settings)}`],
    [
      'after a full URL',
      `https://revela.example/book-de-fotos/#elementor-action:action=lightbox&settings=${b64(settings)}`,
    ],
    ['built by us', buildActionLink('lightbox', settings)],
  ])('lets parseActionLink read a link %s', (_, href) => {
    expect(parseActionLink(href)).toEqual({ ok: true, link: { action: 'lightbox', settings } })
  })

  it('leaves other links as they are, so they stay ordinary links', () => {
    expect(parseActionLink('/contacto/')).toBeNull()
    expect(parseActionLink('#contacto')).toBeNull()
  })

  it('keeps broken escapes for parseActionLink to warn about', () => {
    const result = parseActionLink('#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A')
    expect(result).toMatchObject({ ok: false })
  })
})
