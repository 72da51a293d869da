import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('maxdate', () => {
  it.each<[string | undefined, string[], boolean]>([
    ['2024-01-10', ['2024-01-10'], true],
    ['2024-01-10', ['2023-01-01', '2024-01-09'], true],
    ['2024-01-10', ['2024-01-11'], false],
    ['2024-01-10', ['2023-01-01', '2024-02-01'], false], // every value
    ['2024-01-10', ['10000-01-01'], true], // string order: "1" < "2"
    ['2024-01-10', ['garbage'], true],
    ['2024-01-10', ['2024-01-99'], false], // compared as a string (6.1.6)
    ['garbage', ['3000-01-01'], true], // invalid threshold: skipped
    [undefined, ['3000-01-01'], true],
    ['2024-01-10', [], true],
  ])('threshold %j, values %j → %s', (threshold, values, valid) => {
    expect(passes({ rule: 'maxdate', threshold }, ...values)).toBe(valid)
  })
})
