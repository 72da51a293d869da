import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('mindate', () => {
  it.each<[string | undefined, string[], boolean]>([
    ['2024-01-10', ['2024-01-10'], true],
    ['2024-01-10', ['2024-01-11', '2025-01-01'], true],
    ['2024-01-10', ['2024-01-09'], false],
    ['2024-01-10', ['2024-02-01', '2023-12-31'], false], // every value
    ['2024-01-10', ['10000-01-01'], false], // string order: "1" < "2"
    ['2024-01-10', ['garbage'], true], // not a date: not compared
    ['2024-01-10', ['2024-1-1'], true],
    ['2024-01-10', ['999-01-01'], true],
    ['2024-01-10', ['1999/12/31'], true], // sorts first, but is no YYYY-MM-DD
    ['2024-01-10', ['2024-13-01'], true], // impossible dates compare as strings (6.1.6)
    ['2024-01-10', ['2023-13-01'], false],
    ['garbage', ['1900-01-01'], true], // invalid threshold: skipped
    ['', ['1900-01-01'], true],
    [undefined, ['1900-01-01'], true],
    ['2024-01-10', [], true],
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'mindate', threshold }, ...values)).toBe(valid)
  })
})
