/**
 * What a backup holds, written beside it as manifest.json and checked again after a restore. Pure.
 */
/** The folder inside a copy that holds the client galleries' files (GALLERIES_DIR on the site). */
export const GALLERIES_FOLDER = 'galleries'

export type MediaEntry = { path: string; bytes: number; sha256: string }

export type BackupManifest = {
  format: 1
  createdAt: string
  dialect: 'sqlite' | 'postgres'
  /** The database snapshot's file inside the archive, its size and checksum. */
  database: { file: string; bytes: number; sha256: string }
  /** Documents per collection counted just before the snapshot was taken. */
  documents: Record<string, number>
  /** Every file under the media folder (photos and their sizes, documents). */
  media: MediaEntry[]
  /** Every file visitors sent with contact forms (DATA_DIR/submission-files); absent in older copies. */
  submissionFiles?: MediaEntry[]
  /** Every file of the client galleries (GALLERIES_DIR: originals and web sizes); absent in older copies. */
  galleryFiles?: MediaEntry[]
}

/**
 * How a restored site differs from its manifest, one Spanish line each: a collection with another
 * number of documents, a file missing or with other bytes. Empty when the restore is whole.
 */
export function restoreProblems(
  manifest: BackupManifest,
  documents: Record<string, number>,
  media: MediaEntry[],
  submissionFiles: MediaEntry[] = [],
  galleryFiles: MediaEntry[] = [],
): string[] {
  const problems: string[] = []
  // Counted just before the snapshot: what was written while it was taken is in it too, so a restore
  // may hold more, never fewer (short of a document deleted during the copy).
  for (const [collection, count] of Object.entries(manifest.documents)) {
    const found = documents[collection] ?? 0
    if (found < count) problems.push(`${collection}: ${found} documentos; la copia tenía al menos ${count}.`)
  }
  problems.push(...fileProblems(manifest.media, media, ''))
  problems.push(...fileProblems(manifest.submissionFiles ?? [], submissionFiles, 'recibido por un formulario '))
  problems.push(...fileProblems(manifest.galleryFiles ?? [], galleryFiles, 'de galería '))
  return problems
}

function fileProblems(expected: MediaEntry[], found: MediaEntry[], kind: string): string[] {
  const restored = new Map(found.map((entry) => [entry.path, entry]))
  const problems: string[] = []
  for (const entry of expected) {
    const hit = restored.get(entry.path)
    if (!hit) problems.push(`Falta el archivo ${kind}${entry.path}.`)
    else if (hit.sha256 !== entry.sha256) problems.push(`El archivo ${kind}${entry.path} no es igual al de la copia.`)
  }
  return problems
}

/** The manifest as read from an archive, or a Spanish line saying why it cannot be used. */
export function parseManifest(text: string): BackupManifest | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // JSON.parse's own message (a position in the file) tells nobody restoring
    // a copy anything; the line returned says what it means.
    return 'manifest.json no es JSON: el archivo no es una copia de Revela o está dañado.'
  }
  const m = value as Partial<BackupManifest>
  if (m?.format !== 1) return 'La copia tiene un formato que esta versión de Revela no conoce.'
  if (m.dialect !== 'sqlite' && m.dialect !== 'postgres') return 'La copia no dice de qué base de datos es.'
  if (!m.database?.file || !Array.isArray(m.media) || typeof m.documents !== 'object')
    return 'A la copia le faltan partes del manifiesto.'
  if (
    (m.submissionFiles !== undefined && !Array.isArray(m.submissionFiles)) ||
    (m.galleryFiles !== undefined && !Array.isArray(m.galleryFiles))
  )
    return 'A la copia le faltan partes del manifiesto.'
  const outside = (e: MediaEntry | undefined) =>
    typeof e?.path !== 'string' || e.path.startsWith('/') || e.path.split('/').includes('..')
  if (
    m.database.file.includes('/') ||
    m.media.some(outside) ||
    (m.submissionFiles ?? []).some(outside) ||
    (m.galleryFiles ?? []).some(outside)
  )
    return 'El manifiesto de la copia nombra rutas fuera de la copia.'
  return m as BackupManifest
}
