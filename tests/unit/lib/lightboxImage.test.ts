import { describe, expect, it } from 'vitest'

import { lightboxImage, lightboxLinkAttributes } from '@/lib/mediaSources'
import { imageSlide } from '@/lightbox/core/imageSlide'
import { isLightboxImageLink } from '@/lightbox/core/isLightboxImageLink'

import { base, photo } from './mediaFixture'

describe('lightboxImage', () => {
  it('points at the widest web size, never the 4000 px original, with the WebP srcset', () => {
    expect(lightboxImage(photo)).toEqual({
      url: `${base}-1600x1067.webp`,
      srcset: `${base}-480x320.webp 480w, ${base}-960x640.webp 960w, ${base}-1600x1067.webp 1600w`,
      width: 4000,
      height: 2667,
      title: 'Plató',
      description: 'Luz de ventana',
      alt: 'El plató del estudio con dos focos',
    })
  })

  it('shows an SVG or an animated GIF as it is, and an image without sizes by its original', () => {
    expect(lightboxImage({ ...photo, mimeType: 'image/gif', url: '/a.gif' })).toMatchObject({
      url: '/a.gif',
      srcset: undefined,
    })
    expect(lightboxImage({ ...photo, mimeType: 'image/svg+xml', url: '/a.svg' })).toMatchObject({
      url: '/a.svg',
      srcset: undefined,
    })
    expect(lightboxImage({ ...photo, sizes: {} })).toMatchObject({ url: `${base}.jpg`, srcset: undefined })
  })

  it('leaves out a size the library skipped (an original narrower than it)', () => {
    const small = {
      ...photo,
      width: 1200,
      height: 800,
      sizes: { ...photo.sizes, w1600webp: { url: null, width: null, height: null } },
    }
    expect(lightboxImage(small)).toMatchObject({
      url: `${base}-960x640.webp`,
      srcset: `${base}-480x320.webp 480w, ${base}-960x640.webp 960w`,
    })
  })
})

describe('lightboxLinkAttributes', () => {
  const attributes = lightboxLinkAttributes(photo)

  it('gives an href the lightbox recognises as an image link', () => {
    expect(isLightboxImageLink(attributes.href)).toBe(true)
  })

  it('carries what the lightbox reads back into the same slide', () => {
    const slide = imageSlide({
      url: attributes.href,
      title: attributes['data-title'],
      description: attributes['data-description'],
      srcset: attributes['data-srcset'],
      width: String(attributes['data-width']),
      height: String(attributes['data-height']),
      alt: photo.alt,
    })
    expect(slide).toMatchObject({
      src: `${base}-1600x1067.webp`,
      title: 'Plató',
      description: 'Luz de ventana',
      width: 1600,
      height: 1067,
    })
    // A 390 px phone at 2× is served the 960 px file at most, never more than twice its width.
    expect(slide!.srcSet!.map((s) => s.width)).toEqual([480, 960, 1600])
  })
})
