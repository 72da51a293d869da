import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('minitems', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    [2, ['a', 'b'], true],
    [2, ['a', 'b', 'c'], true],
    [2, ['a'], false],
    [2, ['a', ' '], false], // blanks do not count
    [1, [], false], // an empty field fails (6.1.6 and PHP)
    [0, [], true],
    ['2', ['a'], false],
    ['abc', [], true], // NaN threshold never fails
    [undefined, [], true],
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'minitems', threshold }, ...values)).toBe(valid)
  })
})
