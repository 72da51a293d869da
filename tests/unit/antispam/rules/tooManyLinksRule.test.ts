import { describe, expect, it } from 'vitest'

import { countLinks, tooManyLinksRule } from '@/antispam/rules'

import { input } from './helpers'

describe('countLinks', () => {
  it.each<[string, number]>([
    ['sin enlaces', 0],
    ['mira https://a.es y http://b.es', 2],
    ['HTTPS://A.ES', 1],
    ['<a href="x">uno</a> <A\nhref="y">dos</A>', 2],
    ['<a href="https://a.es">a</a>', 2], // the tag and its URL, as WordPress counts both
    ['www.a.es, <abbr>, <span>', 0],
  ])('%j → %i', (text, count) => {
    expect(countLinks(text)).toBe(count)
  })
})

describe('tooManyLinksRule', () => {
  it.each<[string, number, 'too-many-links' | null]>([
    ['https://a.es https://b.es https://c.es', 0, 'too-many-links'],
    ['https://a.es https://b.es', 0, null],
    ['sin enlaces', 3, 'too-many-links'], // links the caller counted in other fields
    ['sin enlaces', 2, null],
    ['https://a.es https://b.es https://c.es', 1, 'too-many-links'], // the text is counted even if the caller forgot
  ])('%j with %i counted by the caller → %s', (text, links, expected) => {
    expect(tooManyLinksRule(input({ text, links }))).toBe(expected)
  })
})
