// The server's compiled code with every character above U+00FF written as a \u escape.
//
// V8 keeps the source of every script it loads, as a string, for as long as the script lives: the
// server's is loaded at start and never freed. A string holding only Latin-1 characters takes one
// byte per character; a single character above U+00FF (a «’», a «…», an «→» in a message or a
// comment) makes the whole string two bytes per character. The server's three largest chunks are
// 8.3, 6.6 and 6.0 MB of code with about 5,000 such characters each, so they took 16.5, 13.1 and
// 12.0 MB of the heap at start; written as escapes, half that.
//
// Only where an escape means the same is a character rewritten: string literals, untagged template
// literals, regular expressions, identifiers and comments, found by parsing the file (acorn), not by
// pattern. A file where that cannot be done (a tagged template's raw text would change, a character
// outside those places, a syntax the parser does not know) is left as it was. Lines do not move, so
// stack traces still point where they did.
import * as acorn from 'acorn'

const HIGH = /[^\x00-\xff]/
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

/**
 * `source` with its characters above U+00FF escaped, `source` itself when it has none, or null when
 * they cannot all be escaped without changing what the code does.
 * @param {string} source
 */
export function latin1Source(source) {
  if (!HIGH.test(source)) return source
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
  const spans = [
    ...tokens.filter((t) => ESCAPABLE.has(t.type.label)).map((t) => ({ start: t.start, end: t.end, comment: false })),
    ...comments.map((c) => ({ start: c.start, end: c.end, comment: true })),
  ].sort((a, b) => a.start - b.start)
  for (const [start, end] of taggedTemplateSpans(ast)) if (HIGH.test(source.slice(start, end))) return null

  let out = ''
  let from = 0
  for (const span of spans) {
    const text = source.slice(span.start, span.end)
    if (!HIGH.test(text)) continue
    if (HIGH.test(source.slice(from, span.start))) return null
    out += source.slice(from, span.start)
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (code <= 0xff) {
        out += text[i]
        continue
      }
      // «\’» in a literal is the character itself: its escape replaces both.
      let backslashes = 0
      while (i - 1 - backslashes >= 0 && text[i - 1 - backslashes] === '\\') backslashes++
      if (!span.comment && backslashes % 2 === 1) out = out.slice(0, -1)
      out += escape(code)
    }
    from = span.end
  }
  if (HIGH.test(source.slice(from))) return null
  out += source.slice(from)
  return sameMeaning(tokens, out) ? out : null
}

/** Whether `rewritten` parses to the same tokens with the same values as the original's. @param {acorn.Token[]} before @param {string} rewritten */
function sameMeaning(before, rewritten) {
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
