import { FORM_TAG_TYPES, takesName, takesShortcodeAttributes, type FormTagBaseType } from './formTagTypes'
import { NAME_PATTERN, normalizeAttributes, parseAttributes } from './parseAttributes'
import { toPipe } from './pipes'
import type { FormTag } from './types'

/** Why CF7 would leave a tag-looking piece of the template as literal text. */
export type RejectReason = 'invalid-name' | 'invalid-attributes'

/** A piece of a template, with its offset; the checker needs all four kinds, the parser three. */
export type TemplateToken =
  | { kind: 'text'; text: string; start: number }
  /** `[[text x]]`: CF7's escape, shown as `[text x]`. */
  | { kind: 'escaped'; text: string; start: number }
  | { kind: 'tag'; tag: FormTag; start: number }
  | { kind: 'rejected'; reason: RejectReason; type: string; attributes: string; source: string; start: number }

const WS = '[\\s\\u200b]'
// Longest names first, so that `text*` is tried before `text`.
const TYPES = [...FORM_TAG_TYPES]
  .sort((a, b) => b.length - a.length)
  .map((type) => type.replace('*', '\\*'))
  .join('|')

/**
 * CF7's form-tag pattern: an optional extra `[`, then `[type`, whitespace and attributes (which may
 * span lines), an optional ` /`, `]`, an optional `content[/type]` (content without `[`), and an
 * optional extra `]`. Both extra brackets together escape the tag.
 */
const TAG = new RegExp(
  `(\\[?)\\[(${TYPES})(?:${WS}([\\s\\S]*?))?(?:${WS}(\\/))?\\](?:([^\\[]*?)\\[\\/\\2\\])?(\\]?)`,
  'g',
)

/** Splits a template into text, escaped tags, tags and tags CF7 would reject; never throws. */
export function scanTemplate(template: string): TemplateToken[] {
  const tokens: TemplateToken[] = []
  let last = 0
  for (const match of template.matchAll(TAG)) {
    const [whole, open = '', type = '', rawAttributes = '', , rawContent = '', close = ''] = match
    const start = match.index ?? 0
    if (start > last) tokens.push({ kind: 'text', text: template.slice(last, start), start: last })
    last = start + whole.length
    if (open !== '' && close !== '') {
      tokens.push({ kind: 'escaped', text: whole.slice(1, -1), start })
      continue
    }
    // A single stray bracket is kept as text rather than swallowed, unlike CF7, so nothing the
    // editor typed disappears from the page.
    if (open !== '') tokens.push({ kind: 'text', text: open, start })
    const source = whole.slice(open.length, whole.length - close.length)
    tokens.push(readTag(type, rawAttributes, rawContent, source, start + open.length))
    if (close !== '') tokens.push({ kind: 'text', text: close, start: last - 1 })
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last), start: last })
  return tokens
}

function readTag(
  type: string,
  rawAttributes: string,
  rawContent: string,
  source: string,
  index: number,
): TemplateToken {
  const basetype = type.replace('*', '') as FormTagBaseType
  const attributes = normalizeAttributes(rawAttributes)
  // A pasted form shortcode has `key="value"` attributes, which are not form-tag syntax; it is
  // read whatever they say, since all that is done with it is to show an error in its place.
  const parsed = takesShortcodeAttributes(basetype) ? { options: [], values: [] } : parseAttributes(attributes)
  if (!parsed) return { kind: 'rejected', reason: 'invalid-attributes', type, attributes, source, start: index }

  let options = parsed.options
  let rawName = ''
  if (takesName(basetype) && options.length > 0) {
    rawName = options[0] ?? ''
    options = options.slice(1)
    if (!NAME_PATTERN.test(rawName)) {
      return { kind: 'rejected', reason: 'invalid-name', type, attributes, source, start: index }
    }
  }

  const pipes = parsed.values.map(toPipe)
  const values = pipes.map((pipe) => pipe.before)
  const tag: FormTag = {
    type,
    basetype,
    required: type.endsWith('*'),
    rawName,
    name: rawName.replaceAll('.', '_'),
    options,
    rawValues: parsed.values,
    values,
    labels: [...values],
    pipes,
    // Visual editors end content lines with <br />; CF7 drops those.
    content: rawContent
      .trim()
      .replace(/<br[\s]*\/?>$/gm, '')
      .trim(),
    source,
    index,
  }
  return { kind: 'tag', tag, start: index }
}
