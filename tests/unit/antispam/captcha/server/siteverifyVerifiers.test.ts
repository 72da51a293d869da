import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memorySpentTokenStore } from '@/antispam/captcha/server/memorySpentTokenStore'
import { recaptchaVerifier } from '@/antispam/captcha/server/recaptchaVerifier'
import { turnstileVerifier } from '@/antispam/captcha/server/turnstileVerifier'
import { CAPTCHA } from '@/lib/constants'

import { startCaptchaStandIn, unreachableUrl, type CaptchaStandIn } from '../../../../support/captchaStandIn'

let standIn: CaptchaStandIn
beforeAll(async () => {
  standIn = await startCaptchaStandIn()
})
afterAll(() => standIn.close())

const expect_ = { action: CAPTCHA.formAction, remoteIp: '203.0.113.7' }
const stale = () => new Date(Date.now() - CAPTCHA.tokenMaxAgeMs - 1000)
let serial = 0
const newToken = () => `token-${++serial}`

describe.each([
  [
    'recaptcha',
    () =>
      recaptchaVerifier({ secretKey: standIn.secret, store: memorySpentTokenStore(), verifyUrl: standIn.recaptchaUrl }),
  ],
  [
    'turnstile',
    () =>
      turnstileVerifier({ secretKey: standIn.secret, store: memorySpentTokenStore(), verifyUrl: standIn.turnstileUrl }),
  ],
] as const)('%s against the stand-in siteverify', (provider, make) => {
  it('accepts a good token and sends secret, token and the visitor IP', async () => {
    const token = newToken()
    standIn.answer(token, { success: true, score: 0.9, action: CAPTCHA.formAction })
    const verdict = await make().verify(token, expect_)
    expect(verdict).toEqual(provider === 'recaptcha' ? { ok: true, score: 0.9 } : { ok: true })
    const sent = standIn.requests.at(-1)!
    expect(sent.provider).toBe(provider)
    expect(sent.form).toMatchObject({ secret: standIn.secret, response: token, remoteip: expect_.remoteIp })
  })

  it.each<[string, Parameters<CaptchaStandIn['answer']>[1], string]>([
    ['another action', { success: true, score: 0.9, action: CAPTCHA.pageLoadAction }, 'wrong-action'],
    ['an old token', { success: true, score: 0.9, action: CAPTCHA.formAction, challengeTs: stale() }, 'expired'],
    ['a provider refusal', { success: false, errorCodes: ['invalid-input-response'] }, 'invalid'],
    ['a provider timeout-or-duplicate', { success: false, errorCodes: ['timeout-or-duplicate'] }, 'expired'],
    ['a provider failure', 'server-error', 'unavailable'],
  ])('refuses %s', async (_name, behaviour, reason) => {
    const token = newToken()
    standIn.answer(token, behaviour)
    expect(await make().verify(token, expect_)).toEqual({ ok: false, reason })
  })

  it('refuses an unknown token and an empty one (without asking)', async () => {
    expect(await make().verify('never-issued', expect_)).toEqual({ ok: false, reason: 'invalid' })
    const before = standIn.requests.length
    expect(await make().verify('', expect_)).toEqual({ ok: false, reason: 'missing' })
    expect(standIn.requests.length).toBe(before)
  })

  it('refuses a token used twice, by its own record as well as the provider’s', async () => {
    const token = newToken()
    const verifier = make()
    standIn.answer(token, { success: true, score: 0.9, action: CAPTCHA.formAction })
    expect((await verifier.verify(token, expect_)).ok).toBe(true)
    expect(await verifier.verify(token, expect_)).toEqual({ ok: false, reason: 'expired' })
    standIn.answer(token, { success: true, score: 0.9, action: CAPTCHA.formAction }) // the provider forgets it
    expect(await verifier.verify(token, expect_)).toEqual({ ok: false, reason: 'reused' })
  })

  it('calls the check unavailable with a wrong secret, an unreachable or a silent provider', async () => {
    const token = newToken()
    standIn.answer(token, { success: true, score: 0.9, action: CAPTCHA.formAction })
    const store = memorySpentTokenStore()
    const url = provider === 'recaptcha' ? standIn.recaptchaUrl : standIn.turnstileUrl
    const build = provider === 'recaptcha' ? recaptchaVerifier : turnstileVerifier
    expect(await build({ secretKey: 'wrong', store, verifyUrl: url }).verify(token, expect_)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    expect(
      await build({ secretKey: standIn.secret, store, verifyUrl: await unreachableUrl() }).verify(token, expect_),
    ).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    const silent = newToken()
    standIn.answer(silent, 'hang')
    expect(
      await build({ secretKey: standIn.secret, store, verifyUrl: url, timeoutMs: 200 }).verify(silent, expect_),
    ).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })
})

describe('recaptcha scores', () => {
  it.each([
    [CAPTCHA.minScore, true],
    [CAPTCHA.minScore - 0.1, false],
  ])('score %d passes: %s', async (score, passes) => {
    const token = newToken()
    standIn.answer(token, { success: true, score, action: CAPTCHA.formAction })
    const verdict = await recaptchaVerifier({
      secretKey: standIn.secret,
      store: memorySpentTokenStore(),
      verifyUrl: standIn.recaptchaUrl,
    }).verify(token, expect_)
    expect(verdict).toEqual(passes ? { ok: true, score } : { ok: false, reason: 'low-score' })
  })
})

describe('turnstile idempotency', () => {
  it('asks again with the same idempotency key after a failed request', async () => {
    const token = newToken()
    standIn.answer(token, { success: true, action: CAPTCHA.formAction }, { failures: 1 })
    const before = standIn.requests.length
    const verdict = await turnstileVerifier({
      secretKey: standIn.secret,
      store: memorySpentTokenStore(),
      verifyUrl: standIn.turnstileUrl,
    }).verify(token, expect_)
    expect(verdict).toEqual({ ok: true })
    const [first, second] = standIn.requests.slice(before)
    expect(first!.form.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.form.idempotency_key).toBe(first!.form.idempotency_key)
  })
})
