import { describe, expect, it } from 'vitest'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { uploadErrorReason } from '@/galleries/core/uploadErrorReason'
import { uploadFileProblem } from '@/galleries/core/uploadFileProblem'
import { uploadMetadataProblem } from '@/galleries/core/uploadMetadataProblem'

const MB = 1024 * 1024

describe('uploadFileProblem', () => {
  it.each(['DSC_0001.JPG', 'boda.jpeg', 'x.JpG'])('takes %s', (name) => {
    expect(uploadFileProblem({ name, size: 30 * MB })).toBeNull()
  })

  it('refuses what is not a JPEG by name, an empty file and one past the limit, in Spanish', () => {
    expect(uploadFileProblem({ name: 'DSC_0001.NEF', size: 30 * MB })?.reason).toBe('notJpeg')
    expect(uploadFileProblem({ name: 'foto.jpg.exe', size: 1 })?.message).toMatch(/^No es una foto JPEG/)
    expect(uploadFileProblem({ name: '.DS_Store', size: 6 * 1024 })?.reason).toBe('notJpeg')
    expect(uploadFileProblem({ name: 'a.jpg', size: 0 })).toEqual({
      reason: 'empty',
      message: 'El archivo está vacío.',
    })
    expect(uploadFileProblem({ name: 'a.jpg', size: GALLERY_LIMITS.maxUploadBytes })).toBeNull()
    expect(uploadFileProblem({ name: 'a.jpg', size: 250 * MB })?.message).toBe(
      'Pesa 250 MB; el máximo por foto es 200 MB.',
    )
  })
})

describe('uploadMetadataProblem', () => {
  const ok = { filename: 'DSC_0001.JPG', galleryId: '12', set: 'proofs', size: 30 * MB }

  it('takes a JPEG for a gallery’s set with its size', () => {
    expect(uploadMetadataProblem(ok)).toBeNull()
    expect(uploadMetadataProblem({ ...ok, set: 'finals' })).toBeNull()
  })

  it.each([
    [{ galleryId: null }, 400],
    [{ galleryId: '../1' }, 400],
    [{ set: 'todas' }, 400],
    [{ set: 'toString' }, 400],
    [{ filename: 'carpeta/DSC.jpg' }, 400],
    [{ filename: 'a\u0000.jpg' }, 400],
    [{ size: undefined }, 400],
    [{ filename: 'contrato.pdf' }, 415],
    [{ size: 201 * MB }, 413],
    [{ size: 0 }, 400],
  ])('refuses %o with %i', (change, status) => {
    expect(uploadMetadataProblem({ ...ok, ...change })?.status).toBe(status)
  })
})

describe('uploadErrorReason', () => {
  it('says a lost connection and an expired session plainly, and passes the server’s own sentence', () => {
    expect(uploadErrorReason(null)).toMatch(/^Se perdió la conexión/)
    expect(uploadErrorReason({ status: 401, body: 'Inicia sesión' })).toMatch(/sesión ha caducado/)
    expect(uploadErrorReason({ status: 415, body: 'No es una foto JPEG.\n' })).toBe('No es una foto JPEG.')
    expect(uploadErrorReason({ status: 502, body: '<html>Bad gateway</html>' })).toMatch(/error 502/)
    expect(uploadErrorReason({ status: 413, body: '' })).toMatch(/tamaño/)
  })
})
