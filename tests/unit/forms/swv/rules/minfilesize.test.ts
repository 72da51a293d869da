import { describe, expect, it } from 'vitest'

import type { FormValue } from '@/forms/swv'

import { file, passes } from '../helpers'

describe('minfilesize', () => {
  it.each<[string | number | undefined, FormValue[], boolean]>([
    [100, [file('a.pdf', 100)], true],
    [100, [file('a.pdf', 99)], false],
    [100, [file('a.pdf', 60), file('b.pdf', 40)], true], // sizes are summed
    [100, [], false], // 6.1.6: no file is 0 bytes
    [0, [], true],
    [100, ['a string weighs nothing'], false],
    ['1kb', [file('a.pdf', 1)], true], // parseInt("1kb") = 1
    ['abc', [], true], // NaN threshold never fails
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'minfilesize', threshold }, ...values)).toBe(valid)
  })
})
