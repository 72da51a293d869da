// The server's compiled code as V8 will keep it: without comments or indentation, and with every
// character above U+00FF written as a \u escape.
//
// V8 keeps the source of every script it loads, as a string, for as long as the script lives: the
// server's is loaded at start and never freed. Turbopack writes it unminified (serverMinification is
// off so that class names survive, see next.config.ts), with its comments and a module path comment
// per merged module: a third of each chunk is indentation and comments. And a string holding only
// Latin-1 characters takes one byte per character; a single character above U+00FF (a «’», a «…», an
// «→» in a message or a comment) makes the whole string two bytes per character. The server's three
// largest chunks, 8.3, 6.6 and 6.0 MB of code with about 5,000 such characters each, took 16.5, 13.1
// and 12.0 MB of the heap at start.
//
// Only the space between tokens changes, and a token's text only by escapes that mean the same
// character: string literals, untagged template literals, regular expressions and names. Both are
// found by parsing the file (acorn), not by pattern, and the result is parsed again and must give the
// same tokens with the same values and the same line breaks between them. A file where that cannot be
// done (a tagged template's raw text would change, a syntax the parser does not know) is left as it
// was. Lines do not move (a line break between tokens stays, one per line), names are kept, and
// legal and source-map comments too: stack traces still point to the line and the function they did.
import * as acorn from 'acorn'

/** A character above U+00FF: one makes V8 keep the whole source in two bytes per character. */
export const HIGH = /[^\x00-\xff]/
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/g
const HAS_LINE_BREAK = /[\n\r\u2028\u2029]/
const escape = (/** @type {number} */ code) => `\\u${code.toString(16).padStart(4, '0')}`
const PARSE_OPTIONS = /** @type {const} */ ({
  ecmaVersion: 'latest',
  sourceType: 'script',
  allowHashBang: true,
  allowReturnOutsideFunction: true,
  allowAwaitOutsideFunction: true,
})

/** Token labels whose text may hold an escape that means the character. */
const ESCAPABLE = new Set(['string', 'template', 'regexp', 'name', 'privateId'])
/** Comments kept: a licence's (`/*!`, @license, @preserve) and the source map's address. */
const KEPT_COMMENT = /^(?:\/\*!|\/\/[#@] sourceMappingURL=)|@license|@preserve/

/** Spans [start, end) of the raw text of every tagged template, whose raw text its tag may read. @param {any} ast */
function taggedTemplateSpans(ast) {
  /** @type {[number, number][]} */
  const spans = []
  const stack = [ast]
  while (stack.length) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child)
      continue
    }
    if (node.type === 'TaggedTemplateExpression') spans.push([node.quasi.start, node.quasi.end])
    for (const key in node) if (key !== 'loc' && typeof node[key] === 'object') stack.push(node[key])
  }
  return spans
}

/** `text` (a token's or a comment's) with its characters above U+00FF escaped. @param {string} text @param {boolean} comment */
function escapeHigh(text, comment) {
  if (!HIGH.test(text)) return text
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code <= 0xff) {
      out += text[i]
      continue
    }
    // «\’» in a literal is the character itself: its escape replaces both.
    let backslashes = 0
    while (i - 1 - backslashes >= 0 && text[i - 1 - backslashes] === '\\') backslashes++
    if (!comment && backslashes % 2 === 1) out = out.slice(0, -1)
    out += escape(code)
  }
  return out
}

/** What stands between two tokens: its line breaks, one per line, or one space, or nothing. @param {string} gap */
const gapBetween = (gap) => {
  if (gap === '') return ''
  const breaks = gap.match(LINE_BREAK)
  return breaks ? '\n'.repeat(breaks.length) : ' '
}

/**
 * `source` compacted and in Latin-1 (see above), or null when that cannot be done without changing
 * what the code does.
 * @param {string} source
 */
export function compactSource(source) {
  /** @type {acorn.Token[]} */
  const tokens = []
  /** @type {acorn.Comment[]} */
  const comments = []
  let ast
  try {
    ast = acorn.parse(source, { ...PARSE_OPTIONS, onToken: tokens, onComment: comments })
  } catch {
    return null
  }
  for (const [start, end] of taggedTemplateSpans(ast)) if (HIGH.test(source.slice(start, end))) return null

  // Tokens and kept comments in order; acorn's last token is the end of the file (empty).
  const pieces = [
    ...tokens.map((t) => ({ start: t.start, end: t.end, escapable: ESCAPABLE.has(t.type.label), comment: false })),
    ...comments
      .filter((c) => KEPT_COMMENT.test(source.slice(c.start, c.end)))
      .map((c) => ({ start: c.start, end: c.end, escapable: true, comment: true })),
  ].sort((a, b) => a.start - b.start || a.end - b.end)

  /** @type {string[]} */
  const out = []
  let from = 0
  for (const piece of pieces) {
    out.push(gapBetween(source.slice(from, piece.start)))
    const text = source.slice(piece.start, piece.end)
    if (HIGH.test(text) && !piece.escapable) return null
    out.push(escapeHigh(text, piece.comment))
    from = piece.end
  }
  out.push(gapBetween(source.slice(from)))
  const compacted = out.join('')
  return sameMeaning(source, tokens, compacted) ? compacted : null
}

/**
 * Whether `rewritten` parses to the same tokens with the same values, and the same line breaks between
 * them (what automatic semicolons depend on), as the original's.
 * @param {string} source @param {acorn.Token[]} before @param {string} rewritten
 */
function sameMeaning(source, before, rewritten) {
  /** @type {acorn.Token[]} */
  const after = []
  try {
    acorn.parse(rewritten, { ...PARSE_OPTIONS, onToken: after })
  } catch {
    return false
  }
  if (after.length !== before.length) return false
  for (let i = 0; i < before.length; i++) {
    // acorn's tokens carry their value (a literal's, a name's, a pattern's), not in its types.
    const a = /** @type {any} */ (before[i])
    const b = /** @type {any} */ (after[i])
    if (a.type !== b.type) return false
    if (a.type.label === 'regexp') {
      if (a.value.flags !== b.value.flags || String(a.value.value) !== String(b.value.value)) {
        // Same meaning, other spelling: compare what each pattern matches in its own characters.
        if (!samePattern(a.value, b.value)) return false
      }
    } else if (a.value !== b.value) return false
    if (
      i > 0 &&
      HAS_LINE_BREAK.test(source.slice(before[i - 1].end, a.start)) !==
        HAS_LINE_BREAK.test(rewritten.slice(after[i - 1].end, b.start))
    )
      return false
  }
  return true
}

/** @param {{ pattern: string, flags: string }} a @param {{ pattern: string, flags: string }} b */
function samePattern(a, b) {
  try {
    const x = new RegExp(a.pattern, a.flags)
    const y = new RegExp(b.pattern, b.flags)
    const chars = [...a.pattern].filter((c) => c.charCodeAt(0) > 0xff)
    return chars.every((c) => x.test(c) === y.test(c)) && x.flags === y.flags
  } catch {
    return false
  }
}
