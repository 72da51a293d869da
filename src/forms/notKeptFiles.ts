import { formatBytes } from '@/lib/formatBytes'

/** What is kept of a file sent with a message taken for spam: its name, size and type, never its bytes. */
export interface NotKeptFile {
  name: string
  size: number
  type: string
}

/** One entry of a submission's `fields` (JSON): a field's value, and for spam the files not kept. */
export interface StoredField {
  name: string
  value: string | string[]
  notKept?: NotKeptFile[]
}

/**
 * The entries a message taken for spam stores for its files, one per file field: the file names as
 * the field's value (as the mail and the CSV show them) and each file's name, size and type.
 */
export function notKeptFields(
  files: readonly { field: string; name: string; size: number; type: string }[],
): StoredField[] {
  const byField = new Map<string, NotKeptFile[]>()
  for (const f of files)
    byField.set(f.field, [...(byField.get(f.field) ?? []), { name: f.name, size: f.size, type: f.type }])
  return [...byField].map(([name, list]) => ({
    name,
    value: list.length === 1 ? list[0]!.name : list.map((f) => f.name),
    notKept: list,
  }))
}

/** The files a stored submission did not keep, read back from its `fields` (whatever shape it has). */
export function notKeptFiles(fields: unknown): NotKeptFile[] {
  if (!Array.isArray(fields)) return []
  return fields.flatMap((entry: unknown) => {
    const list = (entry as StoredField | null)?.notKept
    return Array.isArray(list) ? list.filter((f) => typeof f?.name === 'string' && Number.isFinite(f.size)) : []
  })
}

/** «book.pdf (879 KB, application/pdf)», for the admin. */
export function describeNotKept(file: NotKeptFile): string {
  return `${file.name || '(sin nombre)'} (${formatBytes(file.size)}${file.type ? `, ${file.type}` : ''})`
}
