import { describe, expect, it } from 'vitest'

import { galleryStorageKey, galleryStoragePrefix, parseGalleryStorageKey } from '@/galleries/core/galleryStorageKey'

describe('galleryStorageKey', () => {
  it('names a file by gallery, photo or upload, and variant, and reads it back', () => {
    expect(galleryStorageKey(12, 345, 'original')).toBe('12/345/original')
    expect(galleryStorageKey('12', 'b3f1c2d4e5f6a7b8', 'w960.avif')).toBe('12/b3f1c2d4e5f6a7b8/w960.avif')
    expect(parseGalleryStorageKey('12/345/w480.webp')).toEqual({ galleryId: '12', itemId: '345', variant: 'w480.webp' })
    expect(galleryStoragePrefix(12)).toBe('12/')
    expect(galleryStoragePrefix(12, 345)).toBe('12/345/')
  })
  it.each([
    ['..', 1, 'original'],
    [1, '..', 'original'],
    [1, 'a/b', 'original'],
    [1, 2, '../x'],
    [1, 2, 'a..b'],
    [1, 2, 'A.JPG'],
    [1, 2, ''],
    ['', 2, 'original'],
  ])('refuses the parts %j, %j, %j', (gallery, item, variant) => {
    expect(() => galleryStorageKey(gallery, item, variant)).toThrow(/no válida/)
  })
  it.each(['', '1/2', '1/2/original/x', '../2/original', '1/2/..', '/1/2/original', '1\\2/original'])(
    'reads %j as no key',
    (key) => {
      expect(parseGalleryStorageKey(key)).toBeUndefined()
    },
  )
  it('refuses a prefix that could leave the galleries', () => {
    expect(() => galleryStoragePrefix('..')).toThrow()
    expect(() => galleryStoragePrefix(1, '../2')).toThrow()
  })
})
