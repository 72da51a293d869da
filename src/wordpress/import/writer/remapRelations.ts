import type { RelationFields } from '@/references/core/findUses'

import type { IdKind, IdMap } from './allocateIds'

const KINDS: ReadonlySet<string> = new Set<IdKind>(['posts', 'pages', 'media', 'forms', 'comments'])

/**
 * A converted item's blocks (or a menu) with every reference to another item of the export — a
 * photo, a form, a page — turned from its WordPress id into its Revela id (allocateIds). The walk
 * follows the field names the configuration gives for relationships and uploads, and the
 * `{ relationTo, value }` pairs of links, menus and the rich-text editor's nodes; a reference to
 * an item the export does not import is left as it is (the converter has already dropped those).
 */
export function remapRelations<T>(data: T, fields: RelationFields, ids: IdMap): T {
  const single = (to: readonly string[]): IdKind | null =>
    to.length === 1 && KINDS.has(to[0]!) ? (to[0] as IdKind) : null
  const map = (kind: IdKind, value: unknown) => (typeof value === 'number' ? (ids.known(kind, value) ?? value) : value)
  // An explicit stack: a tree of any depth without recursion.
  const stack: unknown[] = [data]
  while (stack.length) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child)
      continue
    }
    const record = node as Record<string, unknown>
    if (typeof record.relationTo === 'string' && KINDS.has(record.relationTo) && 'value' in record) {
      record.value = map(record.relationTo as IdKind, record.value)
    }
    for (const [key, value] of Object.entries(record)) {
      const kind = fields[key] ? single(fields[key].to) : null
      if (kind && (typeof value === 'number' || Array.isArray(value))) {
        record[key] = Array.isArray(value) ? value.map((v) => map(kind, v)) : map(kind, value)
        continue
      }
      if (value && typeof value === 'object') stack.push(value)
    }
  }
  return data
}
