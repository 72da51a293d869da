import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { blocklistRule } from '@/antispam/rules/blocklistRule'
import { autop } from '@/comments/core/autop'
import { commentPlainText } from '@/comments/render/commentPlainText'
import { mapTags, replaceLineBreaks, stripTags } from '@/lib/htmlTags'

/** Inputs that make backtracking regexes quadratic: long runs of one character or pair. */
const hostile = (n: number) =>
  [
    '<',
    '>',
    ' ',
    '\t',
    '\n',
    ' \n',
    'a',
    '0',
    '.',
    '-',
    '/',
    '%',
    '[',
    '"',
    "'",
    '=',
    '<a',
    '&',
    '\\',
    '@',
    'a@',
    ':',
    ',',
    ';',
    '_',
    'http://',
    '*',
    '#',
    '{',
    '`',
    '<p>',
    '  \n',
    'é',
    '<blockquote',
  ].map((c) => c.repeat(Math.ceil(n / c.length)).slice(0, n))

const slowest = (fn: (input: string) => unknown, n: number) => {
  let worst = { ms: 0, input: '' }
  for (const input of hostile(n)) {
    const started = performance.now()
    fn(input)
    const ms = performance.now() - started
    if (ms > worst.ms) worst = { ms, input: input.slice(0, 12) }
  }
  return worst
}

// 60,000 characters: what a comment may hold. Quadratic code takes seconds here; linear, milliseconds.
const N = 60_000
const BUDGET_MS = 400

describe('what reads a visitor’s text runs in linear time', () => {
  const cases: [string, (s: string) => unknown][] = [
    [
      'the blocklist rule (with an empty blocklist too)',
      (text) => [
        blocklistRule({ blocklist: [], text } as never),
        blocklistRule({ blocklist: ['viagra'], text, author: text } as never),
      ],
    ],
    ['the comment’s paragraphs (autop)', autop],
    ['the comment as plain text (feeds, structured data)', commentPlainText],
    ['the tag scanner', (s) => [stripTags(s), replaceLineBreaks(s, ' ')]],
  ]
  for (const [name, fn] of cases) {
    it(name, () => {
      const { ms, input } = slowest(fn, N)
      expect(ms, `${Math.round(ms)} ms con ${JSON.stringify(input)}…`).toBeLessThan(BUDGET_MS)
    })
  }

  it('keeps what the regex it replaces did', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31)
    const alphabet = ['<', '>', 'a', ' ', '\n', '\t', 'b', '/', '"']
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('')
      expect(stripTags(text), JSON.stringify(text)).toBe(text.replace(/<[^>]*>/g, ''))
      expect(
        mapTags(text, (t) => `[${t.length}]`),
        JSON.stringify(text),
      ).toBe(text.replace(/<[^>]*>/g, (t) => `[${t.length}]`))
      expect(replaceLineBreaks(text, '|'), JSON.stringify(text)).toBe(text.replace(/\s*\n\s*/g, '|'))
    }
  })
})

/**
 * Every regular expression written in the code that handles what visitors send (forms, comments,
 * anti-spam, routes, helpers): each one, run on long hostile inputs, stays fast. A new regex that
 * backtracks badly fails here before it reaches the site.
 */
describe('every regex of the code that sees visitor input', () => {
  const roots = [
    'antispam',
    'comments',
    'forms/server',
    'forms/swv',
    'lib',
    'app',
    'privacy',
    'payments',
    'mail',
    'search',
    'proxy.ts',
  ].map((p) => path.join('src', p))
  const files: string[] = []
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name))
    else if (/\.tsx?$/.test(p)) files.push(p)
  }
  roots.forEach(walk)
  const literals: { where: string; source: string; flags: string }[] = []
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText()
        const cut = text.lastIndexOf('/')
        literals.push({
          where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
          source: text.slice(1, cut),
          flags: text.slice(cut + 1),
        })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }

  it(`finds them (${literals.length})`, () => expect(literals.length).toBeGreaterThan(100))

  it('runs each on 40,000 hostile characters in well under a second', () => {
    const slow: string[] = []
    for (const { where, source, flags } of literals) {
      const re = new RegExp(source, flags.replace('y', ''))
      const { ms, input } = slowest((s) => {
        re.lastIndex = 0
        return re.global ? s.replace(re, '') : [re.test(s), s.split(re)]
      }, 40_000)
      if (ms > BUDGET_MS) slow.push(`${where} /${source}/${flags}: ${Math.round(ms)} ms con ${JSON.stringify(input)}…`)
    }
    expect(slow).toEqual([])
  }, 120_000)
})
