import sanitizeHtml from 'sanitize-html'

import { autop } from './autop'

/** WordPress's $allowedtags, the markup any visitor may use in a comment. */
export const COMMENT_ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  abbr: ['title'],
  acronym: ['title'],
  b: [],
  blockquote: ['cite'],
  cite: [],
  code: [],
  del: ['datetime'],
  em: [],
  i: [],
  q: ['cite'],
  s: [],
  strike: [],
  strong: [],
}

const TAG_NAMES = Object.keys(COMMENT_ALLOWED_TAGS).join('|')
// Any `<` that does not open or close an allowed tag: a comment, `<img …>`, `a < b`.
const NOT_ALLOWED_TAG = new RegExp(`<(?!/?(?:${TAG_NAMES})(?=[\\s/>]))`, 'gi')
const LINK_SCHEME = /^(?:https?:|mailto:)/i

/** Only absolute http(s) and mailto links survive: no javascript:, no data:, no relative trick. */
function safeUrl(value: string | undefined): string | undefined {
  const url = value?.trim()
  return url && LINK_SCHEME.test(url) ? url : undefined
}

function keepSafeUrl(name: 'href' | 'cite') {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const { [name]: url, ...rest } = attribs
    const safe = safeUrl(url)
    const kept: sanitizeHtml.Attributes = safe ? { [name]: safe, ...rest } : rest
    // A link is always nofollow ugc; one left without its href keeps no rel at all (invalid HTML there).
    if (name === 'href') {
      if (safe) kept.rel = 'nofollow ugc'
      else delete kept.rel
    }
    return { tagName, attribs: kept }
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(COMMENT_ALLOWED_TAGS),
  allowedAttributes: { ...COMMENT_ALLOWED_TAGS, a: [...(COMMENT_ALLOWED_TAGS.a ?? []), 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Escaped, a <script> or <textarea> is harmless text; its content must stay readable too.
  nonTextTags: [],
  transformTags: { a: keepSafeUrl('href'), blockquote: keepSafeUrl('cite'), q: keepSafeUrl('cite') },
}

/**
 * A comment's text as safe HTML: WordPress's allowed tags kept (links only to http(s)/mailto, with
 * rel="nofollow ugc" as wp_rel_ugc() adds), any other markup shown as the visitor typed it rather
 * than silently removed, then paragraphs and line breaks as wpautop() makes them.
 */
export function sanitizeCommentHtml(text: string): string {
  // Escaping every other `<` first keeps the visitor's own words; sanitize-html's escape mode
  // would print its re-serialisation of the tag instead (attributes gone).
  const clean = sanitizeHtml(text.replace(/\r\n?/g, '\n').replace(NOT_ALLOWED_TAG, '&lt;'), OPTIONS)
  return autop(clean)
}
