import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

type Case = [string | number | undefined, string | number | undefined, string[], boolean]

describe('stepnumber', () => {
  it.each<Case>([
    ['0', 1, ['3'], true],
    ['0', 1, ['3.5'], false],
    ['0', 0.1, ['0.3'], true], // 0.3 % 0.1 ≈ 0.1, caught by |r − interval|
    ['0', 0.1, ['0.35'], false],
    ['0', 1, ['3.0000001'], true], // within 6 decimals
    ['0', 1, ['2.9999999'], true],
    ['0', 1, ['3.000001'], false],
    ['1', 2, ['5'], true],
    ['1', 2, ['4'], false],
    ['1', 2, ['-1'], true], // remainder −0
    ['1', 2, ['-2'], false], // remainder −1 is not caught below the base
    ['0.5', '0.25', ['1.25'], true],
    ['0', 1, ['1', '2', '2.5'], false], // every value
    ['0', 1, ['abc'], false], // non-numeric value
    [undefined, 1, ['3'], false], // a missing base is NaN: everything fails
    ['0', 0, ['3.3'], true], // interval ≤ 0: skipped
    ['0', -1, ['3.3'], true],
    ['0', undefined, ['3.3'], true],
    ['0', 'abc', ['3.3'], true],
    ['0', 1e-7, ['3.14159265'], true], // tiny intervals pass everything
    ['0', 1, [], true],
  ])('base %j, interval %j, values %j → %s', (base, interval, values, valid) => {
    expect(passes({ rule: 'stepnumber', base, interval }, ...values)).toBe(valid)
  })
})
