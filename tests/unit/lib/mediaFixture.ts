import type { Media } from '@/payload-types'

/** A seed-like photograph: a 4000 px original and its generated AVIF and WebP sizes. */
export const base = '/wp-content/uploads/2024/05/estudio-plato'
const size = (width: number, height: number, format: 'webp' | 'avif') => ({
  url: `${base}-${width}x${height}.${format}`,
  width,
  height,
  filename: `x.${format}`,
})

export const photo: Media = {
  id: 3,
  alt: 'El plató del estudio con dos focos',
  title: 'Plató',
  description: 'Luz de ventana',
  url: `${base}.jpg`,
  mimeType: 'image/jpeg',
  width: 4000,
  height: 2667,
  updatedAt: '',
  createdAt: '',
  sizes: {
    w480avif: size(480, 320, 'avif'),
    w1600webp: size(1600, 1067, 'webp'),
    w480webp: size(480, 320, 'webp'),
    w960webp: size(960, 640, 'webp'),
    w1600avif: size(1600, 1067, 'avif'),
  },
}
