import { describe, expect, it } from 'vitest'

import type { ImageSlide } from '@/lightbox/core/lightboxSlide'
import { resolveAction, type ActionContext } from '@/lightbox/core/resolveAction'

const photo = (name: string): ImageSlide => ({
  type: 'image',
  src: `/wp-content/uploads/2024/05/${name}-1600x1067.webp`,
  title: name,
})
const galleries: Record<string, ImageSlide[]> = { book: [photo('perfil'), photo('plato'), photo('neon')] }
const context: ActionContext = { popupsPresent: false, gallery: (id) => galleries[id] ?? [] }
const lightbox = (settings: Record<string, unknown>) => resolveAction({ action: 'lightbox', settings }, context)

describe('resolveAction: lightbox', () => {
  it('opens one image with its title and description', () => {
    expect(lightbox({ type: 'image', url: '/a.jpg', title: 'Plató', description: 'Luz natural' })).toEqual({
      kind: 'open',
      slides: [{ type: 'image', src: '/a.jpg', title: 'Plató', description: 'Luz natural' }],
      index: 0,
    })
  })

  it('opens an image inside the slideshow it names, at its place', () => {
    const outcome = lightbox({
      type: 'image',
      url: 'https://revela.example/wp-content/uploads/2024/05/plato-1600x1067.webp?v=2',
      slideshow: 'book',
    })
    expect(outcome).toEqual({ kind: 'open', slides: galleries.book, index: 1 })
  })

  it('opens an image alone when the slideshow it names does not hold it', () => {
    expect(lightbox({ type: 'image', url: '/otra.jpg', slideshow: 'book' })).toMatchObject({
      kind: 'open',
      slides: [{ src: '/otra.jpg' }],
      index: 0,
    })
  })

  it.each([
    ['urls', [{ url: '/a.jpg', title: 'A' }, { url: '/b.jpg' }]],
    ['images as strings', [{ image: '/a.jpg', title: 'A' }, { image: '/b.jpg' }]],
    ['images as objects', [{ image: { url: '/a.jpg', id: 3 }, title: 'A' }, '/b.jpg']],
  ])('opens a slideshow of %s', (_, slides) => {
    expect(lightbox({ type: 'slideshow', slides })).toEqual({
      kind: 'open',
      slides: [
        { type: 'image', src: '/a.jpg', title: 'A' },
        { type: 'image', src: '/b.jpg' },
      ],
      index: 0,
    })
  })

  it('opens a slideshow of the gallery it names when it lists no slides, at the index it gives', () => {
    expect(lightbox({ type: 'slideshow', slideshow: 'book' })).toEqual({
      kind: 'open',
      slides: galleries.book,
      index: 0,
    })
    expect(lightbox({ type: 'slideshow', slides: [], slideshow: 'book', index: 2 })).toEqual({
      kind: 'open',
      slides: galleries.book,
      index: 2,
    })
    expect(lightbox({ type: 'slideshow', slideshow: 'book', index: 99 })).toMatchObject({ index: 2 })
  })

  it('skips slides it cannot show and keeps the others', () => {
    expect(lightbox({ type: 'slideshow', slides: [{ url: 'javascript:x' }, null, 3, { url: '/b.jpg' }] })).toEqual({
      kind: 'open',
      slides: [{ type: 'image', src: '/b.jpg' }],
      index: 0,
    })
  })

  it('opens a video, YouTube in its privacy-enhanced player', () => {
    expect(lightbox({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Making of' })).toEqual({
      kind: 'open',
      slides: [
        {
          type: 'embed',
          provider: 'youtube',
          src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
          share: 'https://youtu.be/dQw4w9WgXcQ',
          title: 'Making of',
        },
      ],
      index: 0,
    })
  })

  it.each([
    ['an image without a URL', { type: 'image' }],
    ['an image with a script URL', { type: 'image', url: 'javascript:alert(1)' }],
    ['an empty slideshow', { type: 'slideshow', slides: [] }],
    ['a slideshow of a gallery not on the page', { type: 'slideshow', slideshow: 'otra' }],
    ['a video that is not one', { type: 'video', url: 'https://revela.example/contacto/' }],
    ['an unknown type', { type: 'pdf', url: '/a.pdf' }],
    ['no type', {}],
  ])('warns, in Spanish, and opens nothing for %s', (_, settings) => {
    const outcome = lightbox(settings)
    expect(outcome.kind).toBe('warn')
    expect((outcome as { warning: string }).warning).toMatch(/^Enlace de acción «lightbox» .*; se ignora\.$/)
  })
})

describe('resolveAction: other actions', () => {
  it.each(['popup', 'popup:open', 'popup:close', 'popup:toggle'])(
    'does nothing for %s, as the site has no popups',
    (action) => {
      expect(resolveAction({ action, settings: { id: 7 } }, context)).toEqual({ kind: 'ignore' })
    },
  )

  it('says so if the configuration ever claims popups, since there are none to open', () => {
    expect(
      resolveAction({ action: 'popup:open', settings: { id: 7 } }, { ...context, popupsPresent: true }),
    ).toMatchObject({ kind: 'warn' })
  })

  it.each(['hotspot', 'lightbox:open', 'popupx'])('warns once about the unknown action %s', (action) => {
    expect(resolveAction({ action, settings: {} }, context)).toEqual({
      kind: 'warn',
      warning: `Enlace de acción con una acción desconocida: «${action}»; se ignora.`,
    })
  })
})
