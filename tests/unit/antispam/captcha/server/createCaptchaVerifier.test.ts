import { describe, expect, it } from 'vitest'

import { createCaptchaVerifier } from '@/antispam/captcha/server/createCaptchaVerifier'
import { memorySpentTokenStore } from '@/antispam/captcha/server/memorySpentTokenStore'
import { noneVerifier } from '@/antispam/captcha/server/noneVerifier'
import { CAPTCHA } from '@/lib/constants'

const store = memorySpentTokenStore()

describe('createCaptchaVerifier', () => {
  it('builds each provider and says what is missing', () => {
    expect(createCaptchaVerifier({ provider: 'altcha' }, { store, altchaSecret: 'x'.repeat(32) }).verify).toBeTypeOf(
      'function',
    )
    expect(createCaptchaVerifier({ provider: 'recaptcha', secretKey: 'k' }, { store }).verify).toBeTypeOf('function')
    expect(createCaptchaVerifier({ provider: 'turnstile', secretKey: 'k' }, { store }).verify).toBeTypeOf('function')
    expect(createCaptchaVerifier({ provider: 'none' }, { store })).toBe(noneVerifier)
    expect(() => createCaptchaVerifier({ provider: 'altcha' }, { store })).toThrow(/secreto/)
    expect(() => createCaptchaVerifier({ provider: 'turnstile' }, { store })).toThrow(/CAPTCHA_SECRET_KEY/)
  })

  it('lets everything through with none', async () => {
    expect(await noneVerifier.verify('', { action: CAPTCHA.formAction })).toEqual({ ok: true })
  })
})

describe('memorySpentTokenStore', () => {
  it('accepts an id once, and forgets it once it has expired', async () => {
    let now = 1_000
    const spent = memorySpentTokenStore(() => now)
    expect(await spent.consume('a', new Date(2_000))).toBe(true)
    expect(await spent.consume('a', new Date(2_000))).toBe(false)
    expect(await spent.consume('b', new Date(2_000))).toBe(true)
    now = 2_000
    expect(await spent.consume('a', new Date(3_000))).toBe(true)
  })
})
