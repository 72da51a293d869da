import { describe, expect, it } from 'vitest'

import { parseActionLink } from '@/actionLinks/parseActionLink'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')

describe('parseActionLink', () => {
  it('reads the action and its base64 JSON settings', () => {
    const href = `#elementor-action:action=lightbox&settings=${b64({ type: 'image', url: '/wp-content/uploads/2024/05/estudio.jpg', título: 'Plató' })}`
    expect(parseActionLink(href)).toEqual({
      ok: true,
      link: {
        action: 'lightbox',
        settings: { type: 'image', url: '/wp-content/uploads/2024/05/estudio.jpg', título: 'Plató' },
      },
    })
  })
  it('accepts URL-safe base64 without padding, a full URL before the hash, and no settings', () => {
    const safe = b64({ id: 7 }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(parseActionLink(`https://revela.example/#elementor-action:action=popup:open&settings=${safe}`)).toEqual({
      ok: true,
      link: { action: 'popup:open', settings: { id: 7 } },
    })
    expect(parseActionLink('#elementor-action:action=popup:close')).toEqual({
      ok: true,
      link: { action: 'popup:close', settings: {} },
    })
  })
  it.each([
    ['bad base64', '#elementor-action:action=lightbox&settings=%%%'],
    [
      'base64 of something that is not JSON',
      `#elementor-action:action=lightbox&settings=${Buffer.from('{nope').toString('base64')}`,
    ],
    ['JSON that is not an object', `#elementor-action:action=lightbox&settings=${b64([1, 2])}`],
    ['no action', '#elementor-action:settings=e30='],
    ['an action with markup', '#elementor-action:action=<img>'],
  ])('warns once and does nothing for %s', (_, href) => {
    const result = parseActionLink(href)
    expect(result).toMatchObject({ ok: false })
    expect((result as { warning: string }).warning).toMatch(/^Enlace de acción/)
  })
  it('leaves ordinary links alone', () => {
    for (const href of ['#contacto', '/book-de-fotos/', 'https://example.com/#elementor', ''])
      expect(parseActionLink(href)).toBeNull()
  })
})
