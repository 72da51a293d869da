import { describe, expect, it } from 'vitest'

import { photoVariants } from '@/galleries/core/photoVariants'

describe('photoVariants', () => {
  it('makes every web width below a camera photo’s, AVIF only for the grid’s, and a 2400-pixel download', () => {
    const variants = photoVariants(6000, 4000)
    expect(variants.map((v) => v.name)).toEqual([
      'w480.avif',
      'w480.webp',
      'w960.avif',
      'w960.webp',
      'w1600.webp',
      'w2400.webp',
      'download.jpg',
    ])
    expect(variants.at(-1)).toEqual({ name: 'download.jpg', width: 2400, format: 'jpeg' })
  })

  it('never enlarges: a 1000-pixel photo gets 480 and 960, and a download of its own size', () => {
    expect(photoVariants(1000, 750).map((v) => `${v.name}:${v.width}`)).toEqual([
      'w480.avif:480',
      'w480.webp:480',
      'w960.avif:960',
      'w960.webp:960',
      'download.jpg:1000',
    ])
  })

  it('gives a portrait’s download its longest side at 2400 and a tiny photo one size of its own', () => {
    expect(photoVariants(4000, 6000).at(-1)?.width).toBe(1600)
    expect(photoVariants(300, 200).map((v) => v.name)).toEqual(['w300.avif', 'w300.webp', 'download.jpg'])
  })
})
