import { cacheTags } from './cacheTags'

/** More links than any menu or page holds; a bound on the walk and on the tags, whatever is stored. */
const MAX_LINKS = 100

type Linked = { relationTo: 'pages' | 'posts'; value: number | { id: number } }

const isLink = (node: Record<string, unknown>): node is Linked =>
  (node.relationTo === 'pages' || node.relationTo === 'posts') &&
  (typeof node.value === 'number' || (typeof node.value === 'object' && node.value !== null && 'id' in node.value))

/**
 * The link tags (cacheTags.link) of the pages and articles that a menu, a footer or a page's
 * layout leads to: every polymorphic reference (`{ relationTo, value }`) found in it, populated or
 * not. The linked document itself is not walked: its own links are not drawn here.
 */
export function linkTagsIn(value: unknown): string[] {
  const tags = new Set<string>()
  const stack: unknown[] = [value]
  while (stack.length > 0 && tags.size < MAX_LINKS) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...node)
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>
      if (isLink(record)) {
        const id = typeof record.value === 'number' ? record.value : record.value.id
        tags.add(cacheTags.link(record.relationTo, id))
      } else stack.push(...Object.values(record))
    }
  }
  return [...tags]
}
