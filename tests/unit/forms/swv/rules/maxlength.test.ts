import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('maxlength', () => {
  it.each<[string | number | undefined, string[], boolean]>([
    [3, ['abc'], true],
    [3, ['abcd'], false],
    [3, [' abc '], true], // trimmed before counting
    [3, ['ab', 'cd'], false], // lengths are summed
    [3, ['a😀'], true],
    [2, ['a😀'], false], // the emoji counts 2
    [3, ['a\r\nb'], false], // CRLF counts 2
    [3, ['a\nb'], true],
    [0, ['a'], false],
    [0, [], true],
    [400, ['x'.repeat(400)], true],
    [400, ['x'.repeat(401)], false],
    ['abc', ['x'.repeat(1000)], true], // NaN threshold never fails
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'maxlength', threshold }, ...values)).toBe(valid)
  })
})
