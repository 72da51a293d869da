/**
 * What a backup holds, written beside it as manifest.json and checked again after a restore. Pure.
 */
export type MediaEntry = { path: string; bytes: number; sha256: string }

export type BackupManifest = {
  format: 1
  createdAt: string
  dialect: 'sqlite' | 'postgres'
  /** The database snapshot's file inside the archive, its size and checksum. */
  database: { file: string; bytes: number; sha256: string }
  /** Documents per collection counted just before the snapshot was taken. */
  documents: Record<string, number>
  /** Every file under the media folder (photos, their sizes, files sent with forms). */
  media: MediaEntry[]
}

/**
 * How a restored site differs from its manifest, one Spanish line each: a collection with another
 * number of documents, a file missing or with other bytes. Empty when the restore is whole.
 */
export function restoreProblems(manifest: BackupManifest, documents: Record<string, number>, media: MediaEntry[]): string[] {
  const problems: string[] = []
  // Counted just before the snapshot: what was written while it was taken is in it too, so a restore
  // may hold more, never fewer (short of a document deleted during the copy).
  for (const [collection, count] of Object.entries(manifest.documents)) {
    const found = documents[collection] ?? 0
    if (found < count) problems.push(`${collection}: ${found} documentos; la copia tenía al menos ${count}.`)
  }
  const restored = new Map(media.map((entry) => [entry.path, entry]))
  for (const entry of manifest.media) {
    const found = restored.get(entry.path)
    if (!found) problems.push(`Falta el archivo ${entry.path}.`)
    else if (found.sha256 !== entry.sha256) problems.push(`El archivo ${entry.path} no es igual al de la copia.`)
  }
  return problems
}

/** The manifest as read from an archive, or a Spanish line saying why it cannot be used. */
export function parseManifest(text: string): BackupManifest | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'manifest.json no es JSON: el archivo no es una copia de Revela o está dañado.'
  }
  const m = value as Partial<BackupManifest>
  if (m?.format !== 1) return 'La copia tiene un formato que esta versión de Revela no conoce.'
  if (m.dialect !== 'sqlite' && m.dialect !== 'postgres') return 'La copia no dice de qué base de datos es.'
  if (!m.database?.file || !Array.isArray(m.media) || typeof m.documents !== 'object') return 'A la copia le faltan partes del manifiesto.'
  if (m.database.file.includes('/') || m.media.some((e) => typeof e?.path !== 'string' || e.path.startsWith('/') || e.path.split('/').includes('..')))
    return 'El manifiesto de la copia nombra rutas fuera de la copia.'
  return m as BackupManifest
}
