import { describe, expect, it } from 'vitest'

import { noUserAgentRule } from '@/antispam/rules'

import { input } from './helpers'

describe('noUserAgentRule', () => {
  it.each<[string, string | undefined, 'no-user-agent' | null]>([
    ['a browser', 'Mozilla/5.0 (X11; Linux x86_64)', null],
    ['no header at all', '', 'no-user-agent'],
    ['one character', 'x', 'no-user-agent'],
    ['blank', '   ', 'no-user-agent'],
    ['caller without a request (not judged)', undefined, null],
  ])('%s → %s', (_, userAgent, expected) => {
    expect(noUserAgentRule(input({ userAgent }))).toBe(expected)
  })
})
