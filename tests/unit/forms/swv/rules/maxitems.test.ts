import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('maxitems', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    [1, ['a'], true], // CF7's exclusive checkbox
    [1, ['a', 'b'], false],
    [1, ['a', ''], true], // blanks do not count
    [0, [], true],
    [0, ['a'], false],
    ['2', ['a', 'b', 'c'], false],
    ['abc', ['a', 'b', 'c'], true], // NaN threshold never fails
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'maxitems', threshold }, ...values)).toBe(valid)
  })
})
