import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { compactSource } from '../../../scripts/compactSource.mjs'

const HIGH = /[^\x00-\xff]/
/** What a script leaves in `result`, run on its own. */
const run = (source: string) => {
  const context: { result?: unknown } = {}
  vm.runInNewContext(source, context)
  return JSON.stringify(context.result)
}
/** Rewrites `source`, checks that nothing above U+00FF is left, and that it computes the same. */
const same = (source: string) => {
  const rewritten = compactSource(source)
  expect(rewritten).not.toBeNull()
  expect(rewritten).not.toMatch(HIGH)
  expect(run(rewritten!)).toBe(run(source))
  return rewritten!
}

describe('compactSource: the server code without comments or indentation, one byte per character, meaning the same', () => {
  it('leaves Latin-1 characters as they are (ñ, «», á are one byte already)', () => {
    const source = "result = '«Sesión de fotos» en la Ñ, á é'"
    expect(compactSource(source)).toBe(source)
  })

  it('drops comments and indentation, and keeps every line where it was', () => {
    const source = [
      '// MERGED MODULE: [project]/src/lib/a.ts',
      'function add(a, b) {',
      '    /* the sum',
      '       of both */',
      '    return a + b; // done',
      '}',
      'result = add(1, 2)',
    ].join('\n')
    const rewritten = same(source)
    expect(rewritten).toBe('\nfunction add(a, b) {\n\n\nreturn a + b;\n}\nresult = add(1, 2)')
  })

  it('keeps the line breaks automatic semicolons depend on, in white space and in comments', () => {
    expect(run(same('function f() { return /*\n*/ 1 }\nresult = f()'))).toBe(run('result = undefined'))
    expect(run(same('let a = 1\nlet b = a\n++a\nresult = [a, b]'))).toBe('[2,1]')
    // A comment without a line break still separates what it stood between.
    expect(same('const a = 1, b = 2; result = a/**/+/**/b')).toContain('a + b')
  })

  it('leaves the inside of strings, templates and regular expressions as they were', () => {
    same("result = ['a  b', `  c\n    d ${'  e  '}  `, /f  g/.test('f  g'), 'h\\\n  i']")
  })

  it('keeps licence comments and the source map address', () => {
    const rewritten = same('/*! lib v1 | MIT */\n/** @license MIT */\nresult = 1\n//# sourceMappingURL=chunk.js.map')
    expect(rewritten).toBe('/*! lib v1 | MIT */\n/** @license MIT */\nresult = 1\n//# sourceMappingURL=chunk.js.map')
  })

  it("keeps the start of Turbopack's chunks as sharedChunks.mjs recognises them", () => {
    const chunk = 'module.exports = [\n12, ((__turbopack_context__) => {\n    "use strict";\n    // x\n}),\n];'
    expect(compactSource(chunk)).toBe('module.exports = [\n12, ((__turbopack_context__) => {\n"use strict";\n\n}),\n];')
  })

  it('escapes strings and untagged templates, and drops the comments that had such characters', () => {
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
    expect(compactSource('result = String.raw`a → b`')).toBeNull()
    expect(compactSource('const tag = (s) => s.raw[0]; result = tag`→`')).toBeNull()
    // A tagged template with only Latin-1 text does not stop the rest from being escaped.
    same("result = [String.raw`a\\nb`, '→']")
  })

  it('keeps a file it cannot parse', () => {
    expect(compactSource('result = «no es JavaScript» →')).toBeNull()
  })

  it('turns white space beyond Latin-1 into a plain space', () => {
    // U+3000 (ideographic space) is white space to JavaScript, U+2028 a line break.
    expect(same('result\u3000= 1')).toBe('result = 1')
    expect(same('const a = 1\u2028result = a')).toBe('const a = 1\nresult = a')
  })

  it('does not move lines, so stack traces still point where they did', () => {
    const source = "const a = '→'\nconst b = '…'\nresult = new Error('x').stack.split('\\n')[1]"
    const rewritten = same(source)
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length)
  })
})
