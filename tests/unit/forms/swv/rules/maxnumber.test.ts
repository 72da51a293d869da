import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('maxnumber', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    ['10', ['10'], true],
    ['10', ['-5', '9.99'], true],
    ['10', ['10.01'], false],
    ['10', ['1', '11'], false], // every value
    ['10', ['1e1'], true],
    ['10', ['1e2'], false],
    ['10', ['abc'], true], // NaN compares false (6.1.6 quirk)
    ['10', ['12abc'], false], // parseFloat takes the prefix
    ['10', ['Infinity'], false],
    ['abc', ['1000'], true], // NaN threshold
    ['10', [], true],
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'maxnumber', threshold }, ...values)).toBe(valid)
  })
})
