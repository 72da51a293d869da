/**
 * Whether a page or an article is still as «Crear» made it: Payload's admin saves a new document
 * the moment it opens (autosave needs an id to save to), so leaving it at once would leave an
 * untitled draft in the list. Such a document holds nothing anybody wrote and may be thrown away.
 * Pure: the same check runs on the admin's form data and on the stored document.
 */
export function isUntouchedDraft(doc: Record<string, unknown> | null | undefined): boolean {
  if (!doc) return false
  if (doc._status === 'published') return false
  return WRITTEN_FIELDS.every((name) => isBlank(doc[name])) && isBlank(metaValues(doc.meta))
}

// Everything an editor writes or chooses; defaults (author, comments open, hide title) are not writing.
const WRITTEN_FIELDS = [
  'title',
  'slug',
  'layout',
  'content',
  'excerpt',
  'featuredImage',
  'parent',
  'categories',
  'tags',
  'byline',
  'legacyPath',
  'publishedAt',
]

function metaValues(meta: unknown): unknown[] {
  return meta && typeof meta === 'object' ? Object.values(meta as Record<string, unknown>) : []
}

function isBlank(value: unknown): boolean {
  // In the admin's form a blocks or array field's value is its number of rows: none is nothing written.
  if (value == null || value === 0) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (typeof value === 'object') {
    const root = (value as { root?: { children?: unknown[] } }).root
    if (root) return !hasText(root)
    return false
  }
  return false
}

/** A Lexical tree holds something when any node has text or is not a paragraph (an image, a rule…). */
function hasText(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown[] }
  if (typeof text === 'string' && text.trim() !== '') return true
  if (type !== 'root' && type !== 'paragraph' && type !== 'text' && type !== 'linebreak') return true
  return Array.isArray(children) && children.some(hasText)
}
