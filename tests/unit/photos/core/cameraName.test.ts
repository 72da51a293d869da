import { describe, expect, it } from 'vitest'

import { cameraName } from '@/photos/core/cameraName'

describe('cameraName', () => {
  it.each([
    ['Canon', 'Canon EOS R5', 'Canon EOS R5'],
    ['NIKON CORPORATION', 'NIKON Z 6_2', 'Nikon Z 6 2'],
    ['SONY', 'ILCE-7M4', 'Sony ILCE-7M4'],
    ['FUJIFILM', 'X-T5', 'Fujifilm X-T5'],
    ['Apple', 'iPhone 15 Pro', 'Apple iPhone 15 Pro'],
    ['OLYMPUS IMAGING CORP.  ', 'E-M1MarkII\0', 'Olympus E-M1MarkII'],
    ['LEICA CAMERA AG', 'LEICA Q2', 'Leica Q2'],
    [undefined, 'Hasselblad X2D', 'Hasselblad X2D'],
    ['Canon', undefined, 'Canon'],
  ])('%s + %s → %s', (make, model, expected) => expect(cameraName(make, model)).toBe(expected))

  it('is null when the photo names no camera', () => expect(cameraName(undefined, '  ')).toBeNull())
})
