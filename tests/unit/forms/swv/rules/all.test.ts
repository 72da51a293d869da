import { describe, expect, it } from 'vitest'

import type { Rule, Violation } from '@/forms/swv'

import { check } from '../helpers'

const own = { rule: 'all', field: 'f', error: 'all failed' }

describe('all', () => {
  it.each<[string, Rule[] | undefined, string[], Violation | undefined]>([
    [
      'every sub-rule holds',
      [
        { rule: 'required', field: 'f' },
        { rule: 'number', field: 'f' },
      ],
      ['12'],
      undefined,
    ],
    ['no sub-rules', [], [], undefined],
    ['missing rules', undefined, [], undefined],
    ['unknown sub-rules have no effect', [{ rule: 'nonsense', field: 'f', error: 'x' }], [], undefined],
    [
      'a failing sub-rule with an error is reported as is',
      [{ rule: 'required', field: 'g', error: 'g required' }],
      ['x'],
      { field: 'g', error: 'g required' },
    ],
    [
      'a failing sub-rule without error gives all its own',
      [{ rule: 'number', field: 'f' }],
      ['x'],
      { field: 'f', error: 'all failed' },
    ],
    [
      'the first failure stops it',
      [
        { rule: 'required', field: 'f', error: 'first' },
        { rule: 'number', field: 'f', error: 'second' },
      ],
      [],
      { field: 'f', error: 'first' },
    ],
    [
      'later sub-rules still run after passing ones',
      [
        { rule: 'required', field: 'f', error: 'first' },
        { rule: 'number', field: 'f', error: 'second' },
      ],
      ['x'],
      { field: 'f', error: 'second' },
    ],
    [
      'nested composites',
      [
        {
          rule: 'any',
          field: 'f',
          error: 'none matched',
          rules: [
            { rule: 'email', field: 'f' },
            { rule: 'tel', field: 'f' },
          ],
        },
      ],
      ['x'],
      { field: 'f', error: 'none matched' },
    ],
  ])('%s', (_label, rules, values, expected) => {
    expect(check({ ...own, ...(rules && { rules }) }, ...values)).toEqual(expected)
  })
})
