import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('date', () => {
  it.each([
    ['2024-01-15', true],
    [' 2024-01-15 ', true],
    ['2024-02-29', true], // leap year
    ['2023-02-29', false], // real calendar dates only (V8 would roll it over)
    ['2023-02-30', false],
    ['2023-04-31', false],
    ['2100-02-29', false], // not a leap year
    ['2000-02-29', true], // divisible by 400
    ['0000-02-29', true], // year 0 is a leap year
    ['0000-01-01', true],
    ['0099-12-31', true], // no 1900s mapping of two-digit years
    ['2024-00-10', false],
    ['2024-13-01', false],
    ['2024-01-00', false],
    ['2024-01-32', false],
    ['10000-01-01', true], // five-digit year
    ['275760-09-13', true], // the last day JS can represent
    ['275760-09-14', false],
    ['999-01-01', false],
    ['2024-1-15', false],
    ['2024/01/15', false],
    ['2024-01-15T10:00', false],
    ['+2024-01-15', false],
    ['２０２４-０１-１５', false],
  ])('%j → %s', (value, valid) => {
    expect(passes({ rule: 'date' }, value)).toBe(valid)
  })

  it.each([
    [[], true],
    [['2024-01-01', '2024-12-31'], true],
    [['2024-01-01', '2023-02-29'], false],
  ])('every value must pass: %j → %s', (values, valid) => {
    expect(passes({ rule: 'date' }, ...values)).toBe(valid)
  })
})
