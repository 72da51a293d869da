import { mapTags, replaceLineBreaks } from '@/lib/htmlTags'

// The only block-level tag a comment may hold; it gets paragraphs inside, never around it.
const BLOCKQUOTE_START = /^<\/?blockquote\b/i
const LONE_BLOCKQUOTE_TAG = /^<\/?blockquote\b[^>]*>$/i

/**
 * A small wpautop() for sanitized comment HTML: a blank line separates paragraphs, a single newline
 * becomes <br />, and blockquotes hold their own paragraphs.
 */
export function autop(html: string): string {
  // A newline inside a tag (an attribute value) is not a line break of the text.
  const text = mapTags(html, (tag) =>
    BLOCKQUOTE_START.test(tag) ? `\n\n${replaceLineBreaks(tag, ' ')}\n\n` : replaceLineBreaks(tag, ' '),
  )
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (LONE_BLOCKQUOTE_TAG.test(chunk) ? chunk : `<p>${replaceLineBreaks(chunk, '<br />\n')}</p>`))
    .join('\n')
}
