import { describe, expect, it } from 'vitest'

import { aperture, exposureSummary, focalLength, shutterSpeed } from '@/photos/core/exposure'

describe('exposure', () => {
  it.each([
    [0.004, '1/250 s'],
    [1 / 8000, '1/8000 s'],
    [1 / 3, '0,3 s'],
    [0.2, '1/5 s'],
    [2, '2 s'],
    [2.5, '2,5 s'],
    [30, '30 s'],
    [0, null],
    [undefined, null],
    [Number.NaN, null],
  ])('a shutter open %s s reads «%s»', (seconds, said) => expect(shutterSpeed(seconds)).toBe(said))

  it('writes apertures and focal lengths with Spanish decimals', () => {
    expect(aperture(2.8)).toBe('f/2,8')
    expect(aperture(11)).toBe('f/11')
    expect(focalLength(50)).toBe('50 mm')
    expect(focalLength(4.25)).toBe('4,3 mm')
    expect(aperture(0)).toBeNull()
  })

  it('joins what the photo says, in the order a photographer reads it', () => {
    expect(exposureSummary({ focalLength: 50, aperture: 2.8, exposureTime: 0.004, iso: 400 })).toBe(
      '50 mm · f/2,8 · 1/250 s · ISO 400',
    )
    expect(exposureSummary({ exposureTime: 2, iso: 100 })).toBe('2 s · ISO 100')
    expect(exposureSummary({})).toBeNull()
  })
})
