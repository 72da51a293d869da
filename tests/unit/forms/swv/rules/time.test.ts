import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('time', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['12:30:59', true],
    ['00:00:00', true],
    [' 09:05 ', true],
    ['24:00', false],
    ['23:60', false],
    ['23:59:60', false],
    ['7:05', false],
    ['07:5', false],
    ['07:05:5', false],
    ['07:05:05.5', false],
    ['12:30 PM', false],
    ['1230', false],
    ['12.30', false],
    ['12:30:', false],
  ])('%j → %s', (value, valid) => {
    expect(passes({ rule: 'time' }, value)).toBe(valid)
  })

  it.each([
    [[], true],
    [['08:00', '20:00'], true],
    [['08:00', '25:00'], false],
  ])('every value must pass: %j → %s', (values, valid) => {
    expect(passes({ rule: 'time' }, ...values)).toBe(valid)
  })
})
