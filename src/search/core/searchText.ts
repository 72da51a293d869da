import { foldText } from './searchTerms'

/** The most text of one document the index keeps: a long article is found by its first pages. */
export const SEARCH_TEXT_LIMIT = 20_000

/**
 * The words of a document that a search looks through: the text of its rich text (Lexical's
 * `text` nodes) and of its blocks (headings, rich-text bodies, however deeply nested), in order,
 * folded like the queries. Keys that hold addresses or settings are not text and are not read.
 */
export function searchText(...values: unknown[]): string {
  const out: string[] = []
  let length = 0
  const walk = (value: unknown, depth: number) => {
    if (length > SEARCH_TEXT_LIMIT || depth > 40 || !value || typeof value !== 'object') return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') {
        if (key === 'text' || key === 'caption' || key === 'heading' || key === 'title') {
          out.push(child)
          length += child.length + 1
        }
      } else walk(child, depth + 1)
    }
  }
  for (const value of values) {
    if (typeof value === 'string') {
      out.push(value)
      length += value.length + 1
    } else walk(value, 0)
  }
  return foldText(out.join(' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_LIMIT))
}
