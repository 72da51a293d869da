/** One WordPress shortcode as written in a post: `[name a="1" b]content[/name]`. */
export type Shortcode = { name: string; attrs: Record<string, string>; content: string | null; raw: string }

const NAME = /[A-Za-z0-9_-]/
const MAX_TAG = 4096

/**
 * Splits classic content into text and shortcodes, as do_shortcode() sees them: `[[name]]` is the
 * escaped form (kept as text, one bracket pair removed), an opening tag closes at its own `]`
 * (quotes respected), and takes content up to `[/name]` when one follows. A character scanner,
 * not a regular expression, so its time is linear in the text whatever it holds.
 */
export function splitShortcodes(text: string): (string | Shortcode)[] {
  const out: (string | Shortcode)[] = []
  let plain = ''
  let i = 0
  // Every tag's position, found in one pass and looked up by binary search: no rescanning per tag or per name.
  const { opens, closes } = tagPositions(text)
  while (i < text.length) {
    const open = text.indexOf('[', i)
    if (open === -1) break
    plain += text.slice(i, open)
    const parsed = readTag(text, open)
    if (!parsed) {
      plain += '['
      i = open + 1
      continue
    }
    if (text[open + 1] === '[' || parsed.escaped) {
      plain += text.slice(open + 1, parsed.end - 1)
      i = parsed.end
      continue
    }
    let end = parsed.end
    let content: string | null = null
    if (!parsed.selfClosing) {
      const close = firstAtOrAfter(closes.get(parsed.name) ?? [], parsed.end)
      // Another opening tag of the same name before the closer means this one does not enclose.
      const nextOpen = firstAtOrAfter(opens.get(parsed.name) ?? [], parsed.end)
      if (close !== -1 && (nextOpen === -1 || nextOpen > close)) {
        content = text.slice(parsed.end, close)
        end = close + parsed.name.length + 3
      }
    }
    if (plain) out.push(plain)
    plain = ''
    out.push({ name: parsed.name, attrs: parsed.attrs, content, raw: text.slice(open, end) })
    i = end
  }
  plain += text.slice(i)
  if (plain) out.push(plain)
  return out
}

/** Where each name's opening (`[name`, then not a name character) and closing (`[/name]`) tags start. */
function tagPositions(text: string) {
  const opens = new Map<string, number[]>()
  const closes = new Map<string, number[]>()
  for (let at = text.indexOf('['); at !== -1; at = text.indexOf('[', at + 1)) {
    const closing = text[at + 1] === '/'
    let i = at + (closing ? 2 : 1)
    const start = i
    while (i < text.length && NAME.test(text[i]!)) i++
    if (i === start || (closing && text[i] !== ']')) continue
    const map = closing ? closes : opens
    const name = text.slice(start, i)
    const list = map.get(name)
    if (list) list.push(at)
    else map.set(name, [at])
  }
  return { opens, closes }
}

/** The first position in an ascending list that is at least `from`, or -1. */
function firstAtOrAfter(sorted: number[], from: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < from) lo = mid + 1
    else hi = mid
  }
  return sorted[lo] ?? -1
}

type Tag = { name: string; attrs: Record<string, string>; end: number; selfClosing: boolean; escaped: boolean }

/** Reads `[name attrs]` starting at `[`; null when it is not a shortcode tag. */
function readTag(text: string, open: number): Tag | null {
  let i = open + 1
  const escaped = text[i] === '['
  if (escaped) i++
  const start = i
  while (i < text.length && NAME.test(text[i]!)) i++
  if (i === start || !/[\s\]/]/.test(text[i] ?? '')) return null
  const name = text.slice(start, i)
  let quote = ''
  const attrStart = i
  // A real tag is short; stopping early keeps a text full of stray brackets linear.
  const limit = Math.min(text.length, attrStart + MAX_TAG)
  for (; i < limit; i++) {
    const c = text[i]!
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '[') return null
    else if (c === ']') break
  }
  if (i >= limit) return null
  let inner = text.slice(attrStart, i)
  const selfClosing = /\/\s*$/.test(inner)
  if (selfClosing) inner = inner.replace(/\/\s*$/, '')
  let end = i + 1
  if (escaped) {
    if (text[end] !== ']') return null
    end++
  }
  return { name, attrs: parseAttrs(inner), end, selfClosing, escaped }
}

/** shortcode_parse_atts(): name="v", name='v', name=v and bare positional values (keys 0, 1…). */
export function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  let positional = 0
  let i = 0
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++
  }
  while (i < text.length) {
    skipSpace()
    if (i >= text.length) break
    const start = i
    while (i < text.length && /[\w-]/.test(text[i]!)) i++
    const key = text.slice(start, i)
    skipSpace()
    if (key && text[i] === '=') {
      i++
      skipSpace()
      attrs[key.toLowerCase()] = readValue()
    } else if (key) {
      attrs[String(positional++)] = key
    } else {
      const value = readValue()
      if (value) attrs[String(positional++)] = value
      else i++
    }
  }
  return attrs

  function readValue(): string {
    const q = text[i]
    if (q === '"' || q === "'") {
      const close = text.indexOf(q, i + 1)
      const value = text.slice(i + 1, close === -1 ? text.length : close)
      i = close === -1 ? text.length : close + 1
      return value
    }
    const start = i
    while (i < text.length && !/\s/.test(text[i]!)) i++
    return text.slice(start, i)
  }
}

/**
 * How deep enclosing shortcodes are read into: real content nests two or three; each level reads
 * its content again, so a bound keeps a hostile text's cost linear.
 */
export const MAX_NESTING = 16

/**
 * Text without its shortcodes' tags (what an enclosing one wraps is kept, to MAX_NESTING levels):
 * for an excerpt, which a visitor reads as text where no shortcode runs. Iterative: no stack.
 */
export function stripShortcodes(text: string): string {
  let out = ''
  const todo: [string | Shortcode, number][] = splitShortcodes(text)
    .reverse()
    .map((part) => [part, 0])
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    const [part, depth] = next
    if (typeof part === 'string') out += part
    else if (part.content !== null && depth < MAX_NESTING)
      todo.push(
        ...splitShortcodes(part.content)
          .reverse()
          .map((p): [string | Shortcode, number] => [p, depth + 1]),
      )
  }
  return out
}
