import { sanitizeCommentHtml } from '@/comments/core'
import { decodeHtmlEntities } from '@/forms/template/htmlEntities'

/**
 * A comment's text without markup, for places that take no HTML (structured data, a feed's
 * description): what a reader sees on the page, paragraphs and line breaks turned into spaces.
 */
export function commentPlainText(content: string): string {
  const html = sanitizeCommentHtml(content)
  const text = html.replace(/<br\s*\/?>|<\/p>|<\/blockquote>/gi, ' ').replace(/<[^>]*>/g, '')
  return decodeHtmlEntities(text).replace(/\s+/g, ' ').trim()
}
