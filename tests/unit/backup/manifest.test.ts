import { describe, expect, it } from 'vitest'

import { parseManifest, restoreProblems, type BackupManifest } from '@/backup/manifest'

const manifest: BackupManifest = {
  format: 1,
  createdAt: '2026-11-26T03:15:00.000Z',
  dialect: 'sqlite',
  database: { file: 'database.sqlite', bytes: 10, sha256: 'a' },
  documents: { pages: 7, 'form-submissions': 40 },
  media: [{ path: 'uploads/2026/11/boda.jpg', bytes: 3, sha256: 'b' }],
}

describe('restoreProblems', () => {
  it('finds nothing wrong with a whole restore, even one holding what was written during the copy', () => {
    expect(
      restoreProblems(manifest, { pages: 7, 'form-submissions': 42 }, [
        { path: 'uploads/2026/11/boda.jpg', bytes: 3, sha256: 'b' },
      ]),
    ).toEqual([])
  })

  it('names missing documents, missing files and files with other bytes', () => {
    expect(restoreProblems(manifest, { pages: 6, 'form-submissions': 40 }, [])).toEqual([
      'pages: 6 documentos; la copia tenía al menos 7.',
      'Falta el archivo uploads/2026/11/boda.jpg.',
    ])
    expect(
      restoreProblems(manifest, { pages: 7, 'form-submissions': 40 }, [
        { path: 'uploads/2026/11/boda.jpg', bytes: 3, sha256: 'c' },
      ]),
    ).toEqual(['El archivo uploads/2026/11/boda.jpg no es igual al de la copia.'])
  })

  it('names a missing file a visitor sent with a form', () => {
    const withReceived = { ...manifest, submissionFiles: [{ path: 'a1b2c3-book.pdf', bytes: 9, sha256: 'd' }] }
    expect(restoreProblems(withReceived, { pages: 7, 'form-submissions': 40 }, manifest.media, [])).toEqual([
      'Falta el archivo recibido por un formulario a1b2c3-book.pdf.',
    ])
    expect(
      restoreProblems(withReceived, { pages: 7, 'form-submissions': 40 }, manifest.media, withReceived.submissionFiles),
    ).toEqual([])
  })

  it("names a missing or changed file of a client's gallery", () => {
    const galleryFiles = [
      { path: '12/345/original', bytes: 9, sha256: 'e' },
      { path: '12/345/w960.avif', bytes: 4, sha256: 'f' },
    ]
    const withGalleries = { ...manifest, galleryFiles }
    const counts = { pages: 7, 'form-submissions': 40 }
    expect(
      restoreProblems(withGalleries, counts, manifest.media, [], [{ path: '12/345/original', bytes: 9, sha256: 'x' }]),
    ).toEqual([
      'El archivo de galería 12/345/original no es igual al de la copia.',
      'Falta el archivo de galería 12/345/w960.avif.',
    ])
    expect(restoreProblems(withGalleries, counts, manifest.media, [], galleryFiles)).toEqual([])
  })
})

describe('parseManifest', () => {
  it('reads a manifest written by npm run backup', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
  })

  it('refuses what is not one, in Spanish, and paths that leave the copy', () => {
    expect(parseManifest('{')).toMatch(/no es JSON/)
    expect(parseManifest(JSON.stringify({ ...manifest, format: 2 }))).toMatch(
      /formato que esta versión de Revela no conoce/,
    )
    expect(
      parseManifest(JSON.stringify({ ...manifest, media: [{ path: '../../etc/passwd', bytes: 1, sha256: 'x' }] })),
    ).toMatch(/rutas fuera de la copia/)
    expect(
      parseManifest(JSON.stringify({ ...manifest, database: { ...manifest.database, file: '/etc/shadow' } })),
    ).toMatch(/rutas fuera de la copia/)
    expect(
      parseManifest(
        JSON.stringify({ ...manifest, submissionFiles: [{ path: '/root/.ssh/id_rsa', bytes: 1, sha256: 'x' }] }),
      ),
    ).toMatch(/rutas fuera de la copia/)
    expect(
      parseManifest(JSON.stringify({ ...manifest, galleryFiles: [{ path: '12/../../x', bytes: 1, sha256: 'x' }] })),
    ).toMatch(/rutas fuera de la copia/)
    expect(parseManifest(JSON.stringify({ ...manifest, galleryFiles: 'todas' }))).toMatch(/le faltan partes/)
  })
})
