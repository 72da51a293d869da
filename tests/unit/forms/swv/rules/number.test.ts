import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('number', () => {
  it.each([
    ['0', true],
    ['-1', true],
    ['.5', true],
    ['-.5', true],
    ['1.5', true],
    ['1e5', true],
    ['1E5', true],
    ['1e+5', true],
    ['1e-5', true],
    ['-1.5e-3', true],
    ['00012', true],
    ['1e400', true],
    [' 42 ', true], // trimmed first
    ['+1', false],
    ['5.', false],
    ['1.5e', false],
    ['e5', false],
    ['1,5', false],
    ['1,000', false],
    ['1 000', false],
    ['0x1F', false],
    ['Infinity', false],
    ['NaN', false],
    ['.', false],
    ['-', false],
    ['12abc', false],
    ['1_000', false],
    ['١٢', false], // Arabic-Indic digits
    ['--1', false],
  ])('%j → %s', (value, valid) => {
    expect(passes({ rule: 'number' }, value)).toBe(valid)
  })

  it.each([
    [[], true],
    [['1', '2.5'], true],
    [['1', 'x'], false],
  ])('every value must pass: %j → %s', (values, valid) => {
    expect(passes({ rule: 'number' }, ...values)).toBe(valid)
  })
})
