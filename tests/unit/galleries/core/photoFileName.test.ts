import { describe, expect, it } from 'vitest'

import { photoContentType, photoFileKind, webDownloadName } from '@/galleries/core/photoFileName'

describe('photoFileKind', () => {
  it('tells the original, the web download and the web widths apart', () => {
    expect(photoFileKind('original')).toBe('original')
    expect(photoFileKind('download.jpg')).toBe('download')
    expect(photoFileKind('w480.avif')).toBe('web')
    expect(photoFileKind('w2400.webp')).toBe('web')
  })

  it('names nothing a gallery stores for any other address', () => {
    for (const variant of [
      'w960.jpg',
      'w.avif',
      'w123456.webp',
      'W960.webp',
      'w960.webp/',
      '../original',
      'download.jpeg',
      '',
    ])
      expect(photoFileKind(variant), variant).toBeNull()
  })
})

describe('photoContentType', () => {
  it('is the web formats’ own, and JPEG for a camera file in any case or with no extension', () => {
    expect(photoContentType('w960.avif')).toBe('image/avif')
    expect(photoContentType('w960.webp')).toBe('image/webp')
    expect(photoContentType('download.jpg')).toBe('image/jpeg')
    expect(photoContentType('Boda.jpeg')).toBe('image/jpeg')
    expect(photoContentType('DSC_0001.JPG')).toBe('image/jpeg')
    expect(photoContentType('original')).toBe('image/jpeg')
  })
})

describe('webDownloadName', () => {
  it('keeps the camera’s name and marks it as the web size', () => {
    expect(webDownloadName('DSC_0001.JPG')).toBe('DSC_0001-web.jpg')
    expect(webDownloadName('Sesión Ñandú.jpeg')).toBe('Sesión Ñandú-web.jpg')
  })

  it('replaces only the last extension, and gives a name without one the web JPEG’s', () => {
    expect(webDownloadName('boda.2024.jpg')).toBe('boda.2024-web.jpg')
    expect(webDownloadName('portada')).toBe('portada-web.jpg')
  })
})
