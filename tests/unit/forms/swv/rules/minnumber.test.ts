import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('minnumber', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    ['5', ['5'], true],
    ['5', ['6', '7.5'], true],
    ['5', ['4.99'], false],
    ['5', ['6', '4'], false], // every value
    ['-1', ['-1e0'], true],
    ['-1', ['-2'], false],
    ['5', ['abc'], true], // NaN compares false (6.1.6 quirk)
    ['5', ['3abc'], false], // parseFloat takes the prefix
    ['1', ['0x10'], false], // parses as 0
    ['5', ['Infinity'], true],
    ['5', ['-Infinity'], false],
    ['abc', ['-100'], true], // NaN threshold
    [undefined, ['-100'], true],
    ['5', [], true],
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'minnumber', threshold }, ...values)).toBe(valid)
  })
})
