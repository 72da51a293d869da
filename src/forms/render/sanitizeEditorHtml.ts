import sanitizeHtml from 'sanitize-html'

import { PLACEHOLDER, TOKEN_CHARACTERS } from './placeholders'

/**
 * What an editor may write around the form tags: layout and text markup, links, lists, headings,
 * tables. No scripts, styles, frames, forms or controls of their own (the form's controls come only
 * from tags), no event handlers or inline styles, no ids (they could clash with the form's own).
 */
const LAYOUT_TAGS = [
  'p',
  'br',
  'label',
  'span',
  'div',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'small',
  'fieldset',
  'legend',
  'abbr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** Options shared with sanitizeInlineHtml. */
export function editorHtmlOptions(allowedTags: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...allowedTags],
    allowedAttributes: {
      '*': ['class'],
      a: ['href', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel'],
      label: ['for'],
      abbr: ['title'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    // Anything else, javascript: and data: above all, loses its href.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    disallowedTagsMode: 'discard',
    transformTags: { '*': cleanAttributes },
  }
}

/**
 * Sanitises the literal HTML of a form template for the page. Tags it drops keep their text,
 * except script, style and the like, whose content goes too.
 */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, editorHtmlOptions(LAYOUT_TAGS))
}

// A tag's placeholder belongs in text: one inside an attribute is dropped, never filled with a
// control. Classes starting with wpcf7 belong to CF7's own markup, which the browser script looks
// for. A link opening a new tab must not hand it the page (noopener).
function cleanAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const cleaned: sanitizeHtml.Attributes = {}
  for (const [name, value] of Object.entries(attribs)) {
    cleaned[name] = value.replace(PLACEHOLDER, '').replace(TOKEN_CHARACTERS, '')
  }
  if (cleaned.class !== undefined) {
    const classes = cleaned.class.split(/\s+/).filter((name) => name !== '' && !/^wpcf7/i.test(name))
    if (classes.length > 0) cleaned.class = classes.join(' ')
    else delete cleaned.class
  }
  if (tagName === 'a' && cleaned.target === '_blank') {
    const rel = new Set((cleaned.rel ?? '').split(/\s+/).filter(Boolean))
    rel.add('noopener').add('noreferrer')
    cleaned.rel = [...rel].join(' ')
  }
  return { tagName, attribs: cleaned }
}
