import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('minlength', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    [3, ['abc'], true],
    [3, ['ab'], false],
    [3, [], true], // not applied to an empty field
    [3, ['   '], true], // whitespace only is empty
    [3, [' ab '], false], // trimmed before counting
    [3, ['a', 'bc'], true], // lengths are summed
    [3, ['😀'], false], // 2 UTF-16 units
    [2, ['😀'], true],
    [2, ['e\u0301'], true], // e + combining mark = 2
    [2, ['写'], false], // CJK counts 1
    [3, ['a\nb'], true],
    ['3', ['ab'], false],
    ['abc', ['a'], true], // NaN threshold never fails
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'minlength', threshold }, ...values)).toBe(valid)
  })
})
