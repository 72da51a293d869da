import { describe, expect, it } from 'vitest'

import { isDamagedImageError } from '@/photos/core/imageError'

describe('isDamagedImageError', () => {
  it.each([
    'VipsJpeg: premature end of JPEG image',
    'VipsJpeg: Corrupt JPEG data: 2 extraneous bytes before marker 0xd9',
    'VipsJpeg: Invalid SOS parameters for sequential JPEG',
    'pngload: libspng read error: IDAT: CRC error',
    'Input buffer contains unsupported image format',
  ])('«%s» is the file’s fault', (message) => expect(isDamagedImageError(message)).toBe(true))

  it.each([
    'ENOSPC: no space left on device',
    'Input image exceeds pixel limit',
    'connect ECONNREFUSED 127.0.0.1:9000',
  ])('«%s» is not', (message) => expect(isDamagedImageError(message)).toBe(false))
})
