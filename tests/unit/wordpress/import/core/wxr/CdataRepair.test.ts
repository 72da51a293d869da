import { describe, expect, it } from 'vitest'

import { CdataRepair } from '@/wordpress/import/core/wxr/CdataRepair'

/** The repaired text when the input arrives cut into pieces of `size` characters. */
const repaired = (text: string, size: number) => {
  const repair = new CdataRepair()
  let out = ''
  for (let i = 0; i < text.length; i += size) out += repair.write(text.slice(i, i + size))
  return out + repair.end()
}

describe('CdataRepair', () => {
  const cases: [string, string, string][] = [
    ['leaves well-formed CDATA alone', '<a><![CDATA[x < y]]></a>', '<a><![CDATA[x < y]]></a>'],
    ['leaves white space before the closing tag alone', '<a><![CDATA[x]]>\n  </a>', '<a><![CDATA[x]]>\n  </a>'],
    ['keeps WordPress’s own escape', '<a><![CDATA[x]]]]><![CDATA[>y]]></a>', '<a><![CDATA[x]]]]><![CDATA[>y]]></a>'],
    [
      'escapes a ]]> that markup does not follow',
      '<a><![CDATA[Content with nested <![CDATA[ tags ]]> :)]]></a>',
      '<a><![CDATA[Content with nested <![CDATA[ tags ]]]]><![CDATA[> :)]]></a>',
    ],
    ['escapes a ]]> that another ]]> follows', '<a><![CDATA[]]>]]></a>', '<a><![CDATA[]]]]><![CDATA[>]]></a>'],
    ['does not read CDATA inside a comment', '<!-- <![CDATA[ ]]> x --><a>]]</a>', '<!-- <![CDATA[ ]]> x --><a>]]</a>'],
  ]
  for (const [name, input, output] of cases) {
    it(name, () => {
      // Every cut: a terminator or an opener split between chunks is still recognised.
      for (const size of [1, 2, 3, 5, 1000]) expect(repaired(input, size), `chunks of ${size}`).toBe(output)
    })
  }

  it('takes a ]]> followed by a long run of white space for the end without holding the file', () => {
    const input = `<a><![CDATA[x]]>${' '.repeat(10_000)}y</a>`
    expect(repaired(input, 100)).toBe(input)
  })

  it('stays linear on a section full of ]]>', () => {
    const input = `<a><![CDATA[${']]> '.repeat(200_000)}]]></a>`
    const started = performance.now()
    const out = repaired(input, 65_536)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(out.split(']]]]><![CDATA[>')).toHaveLength(200_001)
  })
})
