import { describe, expect, it } from 'vitest'

import { galleryActionPath, galleryPath, isGalleryPagePath } from '@/galleries/core/galleryPaths'

const TOKEN = 'Ab0_Ab0-Ab0_Ab0-Ab0_Ab0-'.slice(0, 24)

describe('isGalleryPagePath', () => {
  it('knows a gallery’s page, with or without its slash, whatever the token', () => {
    expect(isGalleryPagePath(galleryPath(TOKEN))).toBe(true)
    expect(isGalleryPagePath(`${galleryPath(TOKEN)}/`)).toBe(true)
    expect(isGalleryPagePath('/galeria-privada/corto')).toBe(true)
  })

  it('leaves the gallery’s own routes, the prefix alone and other pages to their answers', () => {
    expect(isGalleryPagePath(galleryActionPath(TOKEN, 'pin'))).toBe(false)
    expect(isGalleryPagePath(`${galleryPath(TOKEN)}/foto/1/w480.webp`)).toBe(false)
    expect(isGalleryPagePath('/galeria-privada')).toBe(false)
    expect(isGalleryPagePath('/galeria-privada/')).toBe(false)
    expect(isGalleryPagePath('/galerias/boda/')).toBe(false)
    expect(isGalleryPagePath('/')).toBe(false)
  })
})
