import type { LexicalNode } from '@/lib/lexical'

let made = 0

/**
 * A shortcode the import has no block for, as an inline block of rich text («Código corto de
 * WordPress», src/blocks/WordPressShortcode): the site draws nothing of it, the editor sees its text.
 */
export function hiddenShortcode(code: string): LexicalNode {
  // Payload gives each inline block an id (24 hex digits, as its own); unique within the process.
  const id = `5c0de${(++made).toString(16).padStart(19, '0')}`
  return { type: 'inlineBlock', version: 1, fields: { id, blockType: 'wpShortcode', blockName: '', code } }
}
