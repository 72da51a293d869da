import { describe, expect, it } from 'vitest'

import { isTel, normalizeTel } from '@/forms/swv'

import { passes } from '../helpers'

describe('normalizeTel', () => {
  it.each([
    ['(+34) 600-123.456', '+34600123456'],
    ['0034 600 123 456', '+34600123456'],
    ['0001234567', '+1234567'],
    ['++1234567', '+1234567'],
    ['+-1234567', '+1234567'],
    ['555-1234 #12', '5551234'],
    ['555-1234 *12', '5551234'],
    ['91/123\t45\u00a067', '911234567'],
    ['#123456', ''],
  ])('%j → %j', (value, normalized) => {
    expect(normalizeTel(value)).toBe(normalized)
  })
})

describe('isTel', () => {
  it.each([
    ['123456', true], // 6, the minimum
    ['12345', false],
    ['+12345', true], // 6 with the +
    ['+1', false],
    ['123456789012345', true], // 15, the maximum
    ['1234567890123456', false],
    ['+123456789012345', false], // 16 with the +
    ['0001234567', true],
    ['++1234567', true],
    ['+-1234567', true],
    ['555-1234 #12', true],
    ['555-1234 *12', true],
    ['5551234567 x12', false],
    ['ext. 12', false],
    ['555_1234', false],
    ['555,1234', false],
    ['555\t1234', true],
    ['٥٥٥١٢٣٤', false], // Arabic-Indic digits
    ['５５５１２３４', false], // full-width digits
    ['#123456', false],
    ['*123456', false],
    ['1.2.3.4.5', false],
    ['600+123456', false],
  ])('%j → %s', (value, valid) => {
    expect(isTel(value)).toBe(valid)
  })
})

describe('tel rule', () => {
  it.each([
    [[], true],
    [['600 123 456', '+34 600 123 456'], true],
    [['600 123 456', '123'], false],
  ])('%j → %s', (values, valid) => {
    expect(passes({ rule: 'tel' }, ...values)).toBe(valid)
  })
})
