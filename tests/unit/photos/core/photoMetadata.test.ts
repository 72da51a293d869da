import { describe, expect, it } from 'vitest'

import { photoMetadata, takenAt } from '@/photos/core/photoMetadata'

describe('takenAt', () => {
  it('reads the camera clock with its offset when the photo has one', () => {
    expect(takenAt('2024:06:15 18:42:10', '+02:00')).toBe('2024-06-15T16:42:10.000Z')
    expect(takenAt('2024:06:15 18:42:10', '-05:00')).toBe('2024-06-15T23:42:10.000Z')
  })

  it('reads a clock without offset as Madrid’s, summer and winter', () => {
    expect(takenAt('2024:06:15 18:42:10', undefined)).toBe('2024-06-15T16:42:10.000Z')
    expect(takenAt('2024:01:15 18:42:10', undefined)).toBe('2024-01-15T17:42:10.000Z')
  })

  it('ignores what is no date (cameras write zeros when their clock was never set)', () => {
    expect(takenAt('0000:00:00 00:00:00', undefined)).toBeNull()
    expect(takenAt('    :  :     :  :  ', undefined)).toBeNull()
    expect(takenAt(undefined, undefined)).toBeNull()
  })
})

describe('photoMetadata', () => {
  it('turns exifr’s tags into the library’s fields', () => {
    expect(
      photoMetadata({
        Make: 'NIKON CORPORATION',
        Model: 'NIKON Z 8',
        LensModel: 'NIKKOR Z 85mm f/1.2 S',
        DateTimeOriginal: '2025:03:01 10:00:00',
        FocalLength: 85,
        FNumber: 1.2,
        ExposureTime: 0.0005,
        ISO: 64,
        title: { lang: 'x-default', value: 'Retrato de estudio' },
        description: [{ lang: 'x-default', value: 'Luz de ventana' }],
        subject: ['retrato', 'estudio'],
        Keywords: ['estudio', 'Madrid'],
      }),
    ).toEqual({
      takenAt: '2025-03-01T09:00:00.000Z',
      camera: 'Nikon Z 8',
      lens: 'NIKKOR Z 85mm f/1.2 S',
      exposure: '85 mm · f/1,2 · 1/2000 s · ISO 64',
      keywords: 'retrato, estudio, Madrid',
      title: 'Retrato de estudio',
      caption: 'Luz de ventana',
    })
  })

  it('leaves empty what the photo does not say', () => {
    expect(photoMetadata({})).toEqual({
      takenAt: null,
      camera: null,
      lens: null,
      exposure: null,
      keywords: null,
      title: null,
      caption: null,
    })
  })
})
