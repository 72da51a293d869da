import { describe, expect, it } from 'vitest'

import { imageSlide, isWebUrl } from '@/lightbox/core/imageSlide'

const srcset = '/f-480x320.webp 480w, /f-960x640.webp 960w, /f-1600x1067.webp 1600w'

describe('imageSlide', () => {
  it('takes the title, description and alt text, and sizes the slide to the widest web size', () => {
    expect(
      imageSlide({
        url: '/f-1600x1067.webp',
        title: ' Plató ',
        description: 'Luz de ventana\nal atardecer',
        alt: 'Un plató',
        srcset,
        width: '4000',
        height: '2667',
      }),
    ).toEqual({
      type: 'image',
      src: '/f-1600x1067.webp',
      alt: 'Un plató',
      title: 'Plató',
      description: 'Luz de ventana\nal atardecer',
      width: 1600,
      height: 1067,
      srcSet: [
        { src: '/f-480x320.webp', width: 480, height: 320 },
        { src: '/f-960x640.webp', width: 960, height: 640 },
        { src: '/f-1600x1067.webp', width: 1600, height: 1067 },
      ],
    })
  })

  it('keeps the original’s size when there are no web sizes (an SVG, a GIF)', () => {
    expect(imageSlide({ url: '/logo.svg', width: 300, height: 100 })).toEqual({
      type: 'image',
      src: '/logo.svg',
      width: 300,
      height: 100,
    })
  })

  it.each([
    ['blank captions', { url: '/a.jpg', title: '  ', description: '' }, { type: 'image', src: '/a.jpg' }],
    [
      'captions that are not text',
      { url: '/a.jpg', title: 7, description: { html: '<b>' } },
      { type: 'image', src: '/a.jpg' },
    ],
    ['nonsense sizes', { url: '/a.jpg', width: 'ancho', height: -3 }, { type: 'image', src: '/a.jpg' }],
  ])('leaves out %s', (_, input, expected) => {
    expect(imageSlide(input)).toEqual(expected)
  })

  it.each([
    [{}],
    [{ url: '' }],
    [{ url: 42 }],
    [{ url: 'javascript:alert(1)//a.jpg' }],
    [{ url: 'data:image/png;base64,AAAA' }],
  ])('refuses %o: nothing a page may show', (input) => {
    expect(imageSlide(input)).toBeNull()
  })

  it('drops srcset candidates that are not web addresses', () => {
    expect(
      imageSlide({ url: '/a.jpg', srcset: 'javascript:x 480w, /a-960.webp 960w', width: 1000, height: 500 })?.srcSet,
    ).toEqual([{ src: '/a-960.webp', width: 960, height: 480 }])
  })
})

describe('isWebUrl', () => {
  it.each([
    ['/wp-content/a.jpg', true],
    ['a.jpg', true],
    ['https://revela.example/a.jpg', true],
    ['//cdn.example/a.jpg', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['http://[::1', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected)
  })
})
