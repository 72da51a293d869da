import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { buttonHref } from '@/blocks/Button/buttonHref'
import { ButtonBlock } from '@/blocks/Button/config'
import { parseActionLink } from '@/actionLinks/parseActionLink'
import { resolveAction } from '@/lightbox/core/resolveAction'

import { photo } from '../../lib/mediaFixture'

const open = (href: string | null) => {
  const parsed = parseActionLink(href ?? '')
  if (!parsed?.ok) throw new Error(`not an action link: ${href}`)
  return resolveAction(parsed.link, { popupsPresent: false, gallery: () => [] })
}

describe('buttonHref', () => {
  it('keeps a plain link as it was, also for buttons saved before «Acción al pulsar» existed', () => {
    expect(buttonHref({ href: '/contacto/' })).toBe('/contacto/')
    expect(buttonHref({ action: 'link', href: '#reserva' })).toBe('#reserva')
    expect(buttonHref({ action: 'link', href: '' })).toBeNull()
  })

  it('opens one image in the lightbox, with its web sizes and captions', () => {
    const href = buttonHref({ action: 'image', image: photo })
    expect(href).toMatch(/^#elementor-action:action=lightbox&settings=/)
    expect(open(href)).toMatchObject({
      kind: 'open',
      index: 0,
      slides: [{ type: 'image', src: expect.stringContaining('-1600x1067.webp'), title: 'Plató', width: 1600 }],
    })
  })

  it('opens a slideshow of the chosen images, in order, skipping those not loaded', () => {
    const second = { ...photo, id: 4, title: 'Neón', url: '/neon.jpg', sizes: {} }
    const outcome = open(buttonHref({ action: 'slideshow', slides: [photo, 99, second] }))
    expect(outcome).toMatchObject({ kind: 'open', slides: [{ title: 'Plató' }, { src: '/neon.jpg', title: 'Neón' }] })
  })

  it('opens a video', () => {
    expect(open(buttonHref({ action: 'video', video: 'https://vimeo.com/76979871' }))).toMatchObject({
      kind: 'open',
      slides: [{ type: 'embed', provider: 'vimeo' }],
    })
  })

  it.each([
    ['an image that was deleted', { action: 'image' as const, image: 12 }],
    ['a slideshow without images', { action: 'slideshow' as const, slides: [] }],
    ['a video address that is no video', { action: 'video' as const, video: 'https://revela.example/' }],
  ])('draws no button for %s', (_, props) => {
    expect(buttonHref(props)).toBeNull()
  })
})

describe('ButtonBlock', () => {
  const field = (name: string) =>
    ButtonBlock.fields.find((f): f is Extract<Field, { name: string }> => 'name' in f && f.name === name)!
  const validate = (name: string, value: unknown, siblingData: Record<string, unknown>) =>
    (field(name) as { validate: (v: unknown, o: unknown) => unknown }).validate(value, {
      siblingData,
      required: false,
      req: { t: (k: string) => k },
    })

  it('asks for the link only when the button is a link', () => {
    expect(validate('href', '', { action: 'image' })).toBe(true)
    expect(validate('href', 'contacto', {})).toBe('Las páginas del sitio empiezan por /: escribe /contacto/')
    expect(validate('href', '', {})).toMatch(/^Escribe adónde lleva/)
    expect(validate('href', '/contacto/', { action: 'link' })).toBe(true)
  })

  it('asks for the image, the slides or the video only for their own action', async () => {
    expect(await validate('image', null, { action: 'image' })).toBe('Elige la imagen que se abrirá en el visor.')
    expect(await validate('image', null, { action: 'link' })).toBe(true)
    expect(await validate('slides', [], { action: 'slideshow' })).toBe('Elige al menos una imagen para el pase.')
    expect(await validate('slides', null, { action: 'video' })).toBe(true)
    expect(validate('video', 'https://revela.example/', { action: 'video' })).toMatch(/^Pega la dirección/)
    expect(validate('video', 'https://youtu.be/dQw4w9WgXcQ', { action: 'video' })).toBe(true)
    expect(validate('video', '', { action: 'link' })).toBe(true)
  })

  it('offers the four actions in Spanish, a link by default', () => {
    const action = field('action') as { defaultValue: string; options: { label: string; value: string }[] }
    expect(action.defaultValue).toBe('link')
    expect(action.options.map((o) => o.label)).toEqual([
      'Abrir enlace',
      'Abrir imagen en visor',
      'Pase de imágenes en visor',
      'Vídeo en visor',
    ])
  })
})
