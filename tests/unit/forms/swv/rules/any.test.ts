import { describe, expect, it } from 'vitest'

import type { Rule } from '@/forms/swv'

import { check, passes } from '../helpers'

const emailOrTel: Rule[] = [
  { rule: 'email', field: 'f', error: 'email' },
  { rule: 'tel', field: 'f', error: 'tel' },
]

describe('any', () => {
  it.each<[string, Rule[] | undefined, string[], boolean]>([
    ['the first sub-rule holds', emailOrTel, ['a@example.com'], true],
    ['the second sub-rule holds', emailOrTel, ['600 123 456'], true],
    ['no sub-rule holds', emailOrTel, ['hello'], false],
    ['no sub-rules at all (6.1.6: invalid)', [], [], false],
    ['missing rules', undefined, [], false],
    ['only unknown sub-rules', [{ rule: 'nonsense', field: 'f', error: 'x' }], [], false],
    ['unknown sub-rules are skipped', [{ rule: 'nonsense' }, { rule: 'required', field: 'f' }], ['a'], true],
    ['a passing sub-rule without error counts', [{ rule: 'number', field: 'f' }], ['1'], true],
  ])('%s → %s', (_label, rules, values, valid) => {
    expect(passes({ rule: 'any', ...(rules && { rules }) }, ...values)).toBe(valid)
  })

  it("reports its own field and error, never a sub-rule's", () => {
    expect(check({ rule: 'any', field: 'f', error: 'give one', rules: emailOrTel }, 'hello')).toEqual({
      field: 'f',
      error: 'give one',
    })
  })
})
