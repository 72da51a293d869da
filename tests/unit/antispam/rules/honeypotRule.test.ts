import { describe, expect, it } from 'vitest'

import { honeypotRule } from '@/antispam/rules'

import { input, signals } from './helpers'

describe('honeypotRule', () => {
  it.each<[string, ReturnType<typeof signals> | null, 'honeypot' | null]>([
    ['filled', signals({ honeypot: 'Buy now' }), 'honeypot'],
    ['a single space', signals({ honeypot: ' ' }), 'honeypot'],
    ['empty', signals(), null],
    ['no signals at all', null, null],
  ])('%s → %s', (_, s, expected) => {
    expect(honeypotRule(input({ signals: s }))).toBe(expected)
  })
})
