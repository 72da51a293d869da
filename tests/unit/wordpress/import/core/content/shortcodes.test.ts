import { describe, expect, it } from 'vitest'

import { parseAttrs, splitShortcodes, stripShortcodes } from '@/wordpress/import/core/content/shortcodes'

describe('splitShortcodes', () => {
  it('finds self-closing, enclosing and escaped shortcodes as WordPress does', () => {
    const parts = splitShortcodes(
      'Antes [gallery ids="1,2" columns=3] y [caption id="a"]<img src="x.jpg"> Pie[/caption] [[gallery]] fin [x/]',
    )
    expect(parts).toEqual([
      'Antes ',
      { name: 'gallery', attrs: { ids: '1,2', columns: '3' }, content: null, raw: '[gallery ids="1,2" columns=3]' },
      ' y ',
      {
        name: 'caption',
        attrs: { id: 'a' },
        content: '<img src="x.jpg"> Pie',
        raw: '[caption id="a"]<img src="x.jpg"> Pie[/caption]',
      },
      ' [gallery] fin ',
      { name: 'x', attrs: {}, content: null, raw: '[x/]' },
    ])
  })

  it('does not take a longer name for the same one ([s1] is not closed early by [s10])', () => {
    const parts = splitShortcodes('[s1]a [s10]b[/s10][/s1]')
    expect(parts).toEqual([{ name: 's1', attrs: {}, content: 'a [s10]b[/s10]', raw: '[s1]a [s10]b[/s10][/s1]' }])
  })

  it('does not let an opening tag swallow a later one of the same name', () => {
    const parts = splitShortcodes('[embed]https://youtu.be/a[/embed] [embed]https://youtu.be/b[/embed]')
    expect(parts.filter((p) => typeof p !== 'string').map((p) => (p as { content: string }).content)).toEqual([
      'https://youtu.be/a',
      'https://youtu.be/b',
    ])
  })

  it('leaves text with stray brackets as text', () => {
    expect(splitShortcodes('precio [desde 90 €] y [ ] y [')).toEqual([
      'precio ',
      { name: 'desde', attrs: { '0': '90', '1': '€' }, content: null, raw: '[desde 90 €]' },
      ' y [ ] y [',
    ])
  })

  it('stays linear on hostile input (thousands of unclosed tags and quotes)', () => {
    for (const hostile of [
      '[a "'.repeat(20_000),
      '[x]'.repeat(20_000),
      '['.repeat(100_000),
      '[a b="'.repeat(10_000) + ']',
    ]) {
      const started = performance.now()
      splitShortcodes(hostile)
      expect(performance.now() - started).toBeLessThan(1000)
    }
  })
})

describe('parseAttrs', () => {
  it('reads quoted, unquoted and positional values', () => {
    expect(parseAttrs(` id="12" title='Hola mundo' columns=4 link  "suelto" `)).toEqual({
      id: '12',
      title: 'Hola mundo',
      columns: '4',
      '0': 'link',
      '1': 'suelto',
    })
  })
})

describe('stripShortcodes', () => {
  it('leaves the text a visitor reads: no tags, what enclosing ones wrap kept, escaped ones as text', () => {
    expect(stripShortcodes('Mira [instagram-feed feed=1 num=6] y [su_note]esto [b]ya[/b][/su_note]. [[gallery]]')).toBe(
      'Mira  y esto ya. [gallery]',
    )
  })

  it('reads nesting to a bound, in linear time and without recursion', () => {
    const nested = (n: number) =>
      Array.from({ length: n }, (_, i) => `[s${i}x]`).join('') +
      'fondo' +
      Array.from({ length: n }, (_, i) => `[/s${n - 1 - i}x]`).join('')
    expect(stripShortcodes(nested(3))).toBe('fondo')
    const started = performance.now()
    expect(stripShortcodes(nested(20_000))).not.toContain('[')
    expect(performance.now() - started).toBeLessThan(3000)
  })
})
