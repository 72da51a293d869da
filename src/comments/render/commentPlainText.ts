import { sanitizeCommentHtml } from '@/comments/core'
import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'
import { stripTags } from '@/lib/htmlTags'

/**
 * A comment's text without markup, for places that take no HTML (structured data, a feed's
 * description): what a reader sees on the page, paragraphs and line breaks turned into spaces.
 */
export function commentPlainText(content: string): string {
  const html = sanitizeCommentHtml(content)
  const text = stripTags(html.replace(/<br\s*\/?>|<\/p>|<\/blockquote>/gi, ' '))
  return decodeHtmlEntities(text).replace(/\s+/g, ' ').trim()
}
