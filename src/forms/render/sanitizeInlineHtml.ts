import sanitizeHtml from 'sanitize-html'

import { editorHtmlOptions } from './sanitizeEditorHtml'

// Phrasing content only: the text sits inside a <label> and a <span>.
const INLINE_TAGS = ['br', 'span', 'strong', 'em', 'b', 'i', 'a', 'small', 'abbr']

/** Sanitises editor HTML that goes inside a control's label, such as an acceptance checkbox's text. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, editorHtmlOptions(INLINE_TAGS))
}
