import { describe, expect, it } from 'vitest'

import { parseSrcset } from '@/lightbox/core/parseSrcset'

describe('parseSrcset', () => {
  it('reads width descriptors, sorted, with heights in the original’s proportions', () => {
    expect(parseSrcset('/f-1600x1067.webp 1600w, /f-480x320.webp 480w, /f-960x640.webp 960w', 4000, 2667)).toEqual([
      { src: '/f-480x320.webp', width: 480, height: 320 },
      { src: '/f-960x640.webp', width: 960, height: 640 },
      { src: '/f-1600x1067.webp', width: 1600, height: 1067 },
    ])
  })

  it.each([
    ['a URL with a comma in it', '/a,b-480.webp 480w', [{ src: '/a,b-480.webp', width: 480, height: 240 }]],
    ['density descriptors, which say nothing of width', '/a.webp 1x, /b.webp 2x', []],
    ['a candidate without a descriptor', '/a.webp, /b.webp 960w', [{ src: '/b.webp', width: 960, height: 480 }]],
    ['a zero width', '/a.webp 0w', []],
    ['nothing', '', []],
  ])('copes with %s', (_, srcset, expected) => {
    expect(parseSrcset(srcset, 1000, 500)).toEqual(expected)
  })

  it('gives nothing without the original’s dimensions (the heights would be guesses)', () => {
    expect(parseSrcset('/a.webp 480w', undefined, 500)).toEqual([])
    expect(parseSrcset('/a.webp 480w', 1000, 0)).toEqual([])
    expect(parseSrcset(null, 1000, 500)).toEqual([])
  })
})
