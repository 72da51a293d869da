// The only block-level tag a comment may hold; it gets paragraphs inside, never around it.
const BLOCKQUOTE_TAG = /(<\/?blockquote\b[^>]*>)/gi
const LONE_BLOCKQUOTE_TAG = /^<\/?blockquote\b[^>]*>$/i

/**
 * A small wpautop() for sanitized comment HTML: a blank line separates paragraphs, a single newline
 * becomes <br />, and blockquotes hold their own paragraphs.
 */
export function autop(html: string): string {
  // A newline inside a tag (an attribute value) is not a line break of the text.
  const text = html.replace(/<[^>]*>/g, (tag) => tag.replace(/\s*\n\s*/g, ' '))
  return text
    .replace(BLOCKQUOTE_TAG, '\n\n$1\n\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (LONE_BLOCKQUOTE_TAG.test(chunk) ? chunk : `<p>${chunk.replace(/\s*\n\s*/g, '<br />\n')}</p>`))
    .join('\n')
}
