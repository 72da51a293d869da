import { describe, expect, it } from 'vitest'

import { blocklistRule, parseBlocklist, type SpamInput } from '@/antispam/rules'

import { input } from './helpers'

describe('parseBlocklist', () => {
  it('reads one entry per line, trimmed, without blank lines', () => {
    expect(parseBlocklist(' viagra \r\n\n203.0.113.\rspam@example.com\n   \n')).toEqual([
      'viagra',
      '203.0.113.',
      'spam@example.com',
    ])
  })
})

describe('blocklistRule', () => {
  it.each<[string, string[], Partial<SpamInput>]>([
    ['a word in the text', ['casino'], { text: 'Mejor CASINO online' }],
    ['a word split by markup', ['casino'], { text: 'Mejor cas<b></b>ino online' }],
    ['an address range by prefix', ['203.0.113.'], { ip: '203.0.113.7' }],
    ['an e-mail address', ['spam@example.com'], { email: 'Spam@Example.com' }],
    ['a domain in the URL', ['seo-expert'], { url: 'https://seo-expert.biz' }],
    ['the author', ['bot'], { author: 'RoBoT' }],
    ['an accented word, any case', ['ÉXITO'], { text: 'éxito garantizado' }],
    ['an entry with spaces around it', ['  casino  '], { text: 'casino' }],
  ])('%s → blocklist', (_, blocklist, overrides) => {
    expect(blocklistRule(input({ blocklist, ...overrides }))).toBe('blocklist')
  })

  it.each<[string, string[], Partial<SpamInput>]>([
    ['an empty list', [], {}],
    ['blank entries', ['', '   '], {}],
    ['no match anywhere', ['casino', '198.51.100.'], {}],
    ['only in a field the rule does not read', ['casino'], { fields: { subject: 'casino' } }],
  ])('%s → null', (_, blocklist, overrides) => {
    expect(blocklistRule(input({ blocklist, ...overrides }))).toBeNull()
  })
})
