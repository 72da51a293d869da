import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FORM_LIMITS } from '@/lib/formLimits'
import { MEDIA_MAX_PIXELS, MEDIA_MAX_REQUEST_BYTES, MEDIA_MAX_UPLOAD_BYTES } from '@/lib/mediaLimits'
import {
  EMPTY_FILE_MESSAGE,
  MEDIA_LIMITS_NOTE,
  photoTooLargeMessage,
  renamedFrom,
  renameNotice,
  tooManyPixelsMessage,
  uploadRefusal,
} from '@/lib/mediaUploadRules'

const MB = 1024 * 1024

describe('the media library limits', () => {
  it('take a camera original: 100 MB and a 61-megapixel sensor (9504 × 6336)', () => {
    expect(MEDIA_MAX_UPLOAD_BYTES).toBeGreaterThanOrEqual(100 * MB)
    expect(MEDIA_MAX_PIXELS).toBeGreaterThanOrEqual(9504 * 6336)
  })

  it('are what nginx lets through, so that nginx never refuses first with its own English page', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8')
    const sizes = [...conf.matchAll(/^\s*client_max_body_size\s+(\d+)([km]?);/gm)]
    expect(sizes).toHaveLength(1)
    const [, value, unit] = sizes[0]!
    const bytes = Number(value) * (unit === 'm' ? MB : unit === 'k' ? 1024 : 1)
    expect(bytes).toBe(MEDIA_MAX_REQUEST_BYTES)
    expect(bytes).toBeGreaterThanOrEqual(FORM_LIMITS.maxBodyBytes)
  })

  it('are stated in Spanish beside the upload field', () => {
    expect(MEDIA_LIMITS_NOTE).toBe(
      'Fotos JPEG, PNG, WebP o AVIF de hasta 100 MB y 61 megapíxeles, tal como salen de la cámara: la web crea sola los tamaños para móviles y pantallas.',
    )
  })
})

describe('a refused photo says why, in Spanish', () => {
  it('names its size and the limit', () => {
    expect(photoTooLargeMessage(140 * MB)).toBe('La foto pesa 140 MB; el máximo es 100 MB.')
    expect(photoTooLargeMessage()).toBe('La foto pesa más de 100 MB; el máximo es 100 MB.')
  })

  it('names its megapixels and dimensions', () => {
    expect(tooManyPixelsMessage(11_648, 8_736)).toBe(
      'La foto tiene 101,8 megapíxeles (11.648 × 8736 píxeles); el máximo es 61 megapíxeles. Redúcela en tu editor de fotos y súbela de nuevo.',
    )
  })

  it('is refused by the admin before it is sent when too large or of a type the site cannot show', () => {
    expect(uploadRefusal({ size: 140 * MB, type: 'image/jpeg', name: 'boda.jpg' })).toEqual({
      status: 413,
      message: 'La foto pesa 140 MB; el máximo es 100 MB.',
    })
    expect(uploadRefusal({ size: 99 * MB, type: 'image/jpeg', name: 'boda.jpg' })).toBeNull()
    expect(uploadRefusal({ size: 0, type: 'image/jpeg', name: 'vacia.jpg' })).toEqual({
      status: 422,
      message: EMPTY_FILE_MESSAGE,
    })
    expect(uploadRefusal({ size: 3 * MB, type: 'image/heic', name: 'IMG_0001.HEIC' })?.message).toMatch(
      /^Las fotos HEIC del iPhone/,
    )
    expect(uploadRefusal({ size: 3 * MB, type: '', name: 'IMG_0001.heic' })?.message).toMatch(/Expórtala como JPEG/)
    expect(uploadRefusal({ size: 30 * MB, type: 'image/tiff', name: 'escaneo.tif' })).toEqual({
      status: 415,
      message: expect.stringMatching(/^Las fotos TIFF/),
    })
  })
})

describe('renamedFrom', () => {
  it('gives the chosen name when the library added a number to it', () => {
    expect(renamedFrom('camara-45mp.jpg', 'camara-45mp-1.jpg')).toBe('camara-45mp.jpg')
    expect(renamedFrom('camara-45mp.jpg', 'camara-45mp-12.jpg')).toBe('camara-45mp.jpg')
    // A name that already ended in a number goes on counting: foto-1 → foto-2.
    expect(renamedFrom('foto-1.jpg', 'foto-2.jpg')).toBe('foto-1.jpg')
  })

  it('is null when the name was kept, or is another name altogether', () => {
    expect(renamedFrom('camara-45mp.jpg', 'camara-45mp.jpg')).toBeNull()
    expect(renamedFrom('boda.jpg', 'retrato-1.jpg')).toBeNull()
    expect(renamedFrom('foto-2024.jpg', 'foto-2024.jpg')).toBeNull()
    expect(renamedFrom(undefined, 'foto-1.jpg')).toBeNull()
  })

  it('is said in one Spanish sentence', () =>
    expect(renameNotice('camara-45mp.jpg', 'camara-45mp-1.jpg')).toBe(
      'Ya había una foto llamada camara-45mp.jpg; esta se ha guardado como camara-45mp-1.jpg.',
    ))
})
