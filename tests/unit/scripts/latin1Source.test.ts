import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { latin1Source } from '../../../scripts/latin1Source.mjs'

const HIGH = /[^\x00-\xff]/
/** What a script leaves in `result`, run on its own. */
const run = (source: string) => {
  const context: { result?: unknown } = {}
  vm.runInNewContext(source, context)
  return JSON.stringify(context.result)
}
/** Rewrites `source`, checks that nothing above U+00FF is left, and that it computes the same. */
const same = (source: string) => {
  const rewritten = latin1Source(source)
  expect(rewritten).not.toBeNull()
  expect(rewritten).not.toMatch(HIGH)
  expect(run(rewritten!)).toBe(run(source))
  return rewritten!
}

describe('latin1Source: the server code in one byte per character, meaning the same', () => {
  it('leaves code with only Latin-1 characters as it is (ñ, «», á are one byte already)', () => {
    const source = "result = '«Sesión de fotos» en la Ñ, á é'"
    expect(latin1Source(source)).toBe(source)
  })

  it('escapes strings, untagged templates and comments', () => {
    const rewritten = same(
      "// Lo que ve → el cliente\n/* …y sus «comillas» ’ */\nconst n = 3\nresult = ['L’estudi', \"— guion\", `${n} fotos … ✓`, '😀 cara']",
    )
    expect(rewritten).toContain('L\\u2019estudi')
    expect(rewritten).toContain('\\ud83d\\ude00')
  })

  it('keeps a character escaped in the source (\\’) as that character, and an escaped backslash before one as a backslash', () => {
    same("result = ['a\\’b', 'c\\\\’d', `e\\’f`]")
  })

  it('escapes regular expressions, with and without the u flag, classes and ranges', () => {
    same(
      "result = [/[–—]/.test('—'), /😀/u.test('😀'), /[😀-😂]/u.test('😁'), /a\\’b/.test('a’b'), 'x–y'.replace(/–/g, '-')]",
    )
  })

  it('escapes identifiers', () => {
    expect(same('const π = 3.14; result = π * 2')).toContain('\\u03c0')
  })

  it('keeps a file whose tagged template holds such a character (its tag may read the raw text)', () => {
    expect(latin1Source('result = String.raw`a → b`')).toBeNull()
    expect(latin1Source('const tag = (s) => s.raw[0]; result = tag`→`')).toBeNull()
    // A tagged template with only Latin-1 text does not stop the rest from being escaped.
    same("result = [String.raw`a\\nb`, '→']")
  })

  it('keeps a file it cannot parse', () => {
    expect(latin1Source('result = «no es JavaScript» →')).toBeNull()
  })

  it('keeps a file with such a character outside a literal, a name or a comment', () => {
    // U+3000 (ideographic space) is white space to JavaScript: no escape means the same there.
    expect(latin1Source('result\u3000= 1')).toBeNull()
  })

  it('does not move lines, so stack traces still point where they did', () => {
    const source = "const a = '→'\nconst b = '…'\nresult = new Error('x').stack.split('\\n')[1]"
    const rewritten = same(source)
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length)
  })
})
