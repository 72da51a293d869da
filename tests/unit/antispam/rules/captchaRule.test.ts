import { describe, expect, it } from 'vitest'

import { captchaRule, type SpamInput } from '@/antispam/rules'

import { input } from './helpers'

describe('captchaRule', () => {
  it.each<[SpamInput['captcha'], 'captcha' | null]>([
    ['failed', 'captcha'],
    ['ok', null],
    ['absent', null],
    [undefined, null],
  ])('%s → %s', (captcha, expected) => {
    expect(captchaRule(input({ captcha }))).toBe(expected)
  })
})
