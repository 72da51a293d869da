import sanitizeHtml from 'sanitize-html'

import { decodeHtmlEntities } from './decodeHtmlEntities'

/**
 * The inline markup WordPress lets a title carry: its themes print the title as HTML, and its
 * Theme Unit Test expects «Markup: Title <em>With</em> <b>Markup</b>» in italics and bold.
 */
const TITLE_TAGS = ['em', 'strong', 'b', 'i', 'code', 'sub', 'sup']
/** A title without these characters has no tag or entity: it is its own HTML and text (most titles; the parser is skipped). */
const MARKUP = /[<>&]/

/**
 * A post's or page's title as HTML to draw: those inline tags kept bare (no attributes), any other
 * tag removed with its text kept (a script's or style's text dropped), all text escaped.
 */
export function titleHtml(title: string): string {
  if (!MARKUP.test(title)) return title
  return sanitizeHtml(title, { allowedTags: TITLE_TAGS, allowedAttributes: {} })
}

/** The same title as plain text, for `<title>`, feeds, JSON-LD and share links (WordPress strips tags there). */
export function plainTitle(title: string): string {
  if (!MARKUP.test(title)) return title
  return decodeHtmlEntities(sanitizeHtml(title, { allowedTags: [], allowedAttributes: {} }))
}
