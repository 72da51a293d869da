import { describe, expect, it } from 'vitest'

import type { FormValue } from '@/forms/swv'

import { file, passes } from '../helpers'

describe('maxfilesize', () => {
  it.each<[string | number | undefined, FormValue[], boolean]>([
    [1048576, [file('a.jpg', 1048576)], true],
    [1048576, [file('a.jpg', 1048577)], false],
    [100, [file('a.pdf', 60), file('b.pdf', 50)], false], // sizes are summed
    [100, [file('a.pdf', 60), file('b.pdf', 40)], true],
    [0, [file('a.pdf', 0)], true], // a zero-byte file under a 0 threshold
    [0, [file('a.pdf', 1)], false],
    [100, [], true],
    ['1kb', [file('a.pdf', 2)], false], // parseInt("1kb") = 1
    ['abc', [file('a.pdf', 1e9)], true], // NaN threshold never fails
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'maxfilesize', threshold }, ...values)).toBe(valid)
  })
})
