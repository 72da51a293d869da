import { describe, expect, it } from 'vitest'

import { isEmail } from '@/forms/swv'

import { passes } from '../helpers'

describe('isEmail', () => {
  it.each([
    ['a@b.cd', true], // 6 characters, the minimum
    ['a@b.c', false], // 5
    ['user@example.com', true],
    [' user@example.com ', true], // trimmed first
    ['@example.com', false], // @ first
    ['userexample.com', false],
    ['us@er@example.com', false],
    ["o'brien+tag@example.com", true],
    ['!#$%&*+/=?^_`{|}~-@example.com', true],
    ['.a..b.@example.com', true], // dots anywhere in the local part
    ['"quoted"@example.com', false],
    ['(comment)x@example.com', false],
    ['a\\b@example.com', false],
    ['josé@example.com', false],
    ['user@ex..ample.com', false],
    ['user@.example.com', false],
    ['user@example.com.', false],
    ['user@localhost', false], // one label
    ['user@1.2', true],
    ['user@123.123.123.123', true],
    ['user@[1.2.3.4]', false],
    ['user@example_domain.com', false],
    ['user@ex--ample.com', true],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['user@例え.jp', false],
    ['user@xn--r8jz45g.jp', true],
    ['a@b.c0m', true],
    ['1@2.34', true],
    ['user@exa\nmple.com', false],
    ['us\ner@example.com', false],
    ['a@example.com,b@example.com', false],
  ])('%j → %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid)
  })
})

describe('email rule', () => {
  it.each([
    [[], true], // blank fields are required's business
    [['  '], true],
    [['a@example.com', 'b@example.com'], true],
    [['a@example.com', 'nope'], false], // every value must pass
  ])('%j → %s', (values, valid) => {
    expect(passes({ rule: 'email' }, ...values)).toBe(valid)
  })
})
