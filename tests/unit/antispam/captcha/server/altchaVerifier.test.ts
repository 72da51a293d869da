import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'

import { altchaVerifier } from '@/antispam/captcha/server/altchaVerifier'
import { ALTCHA_WORK } from '@/antispam/captcha/server/altchaWorkFactor'
import { createAltchaChallenge } from '@/antispam/captcha/server/createAltchaChallenge'
import { memorySpentTokenStore } from '@/antispam/captcha/server/memorySpentTokenStore'
import { CAPTCHA } from '@/lib/constants'

const secret = 's'.repeat(64)

/** What the browser does: solve the challenge and send base64 of `{ challenge, solution }`. */
async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64')

describe('altcha', () => {
  let challenge: Challenge
  let token: string
  beforeAll(async () => {
    challenge = await createAltchaChallenge(CAPTCHA.formAction, { secret })
    token = await solvedToken(challenge)
  })
  const fresh = (now?: () => number) => altchaVerifier({ secret, store: memorySpentTokenStore(), now })

  it('signs the action and an expiry into the challenge, with a bounded work factor', () => {
    const { parameters } = challenge
    expect(parameters.data).toEqual({ action: CAPTCHA.formAction })
    expect(parameters.algorithm).toBe(ALTCHA_WORK.algorithm)
    expect(parameters.cost).toBe(ALTCHA_WORK.cost)
    expect(parameters.expiresAt! * 1000).toBeGreaterThan(Date.now())
    expect(parameters.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + CAPTCHA.tokenMaxAgeMs)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const counter = decode(token).solution.counter
    expect(counter).toBeGreaterThanOrEqual(ALTCHA_WORK.minCounter)
    expect(counter).toBeLessThanOrEqual(ALTCHA_WORK.maxCounter)
  })

  it('accepts a solved challenge once', async () => {
    const verifier = fresh()
    expect(await verifier.verify(token, { action: CAPTCHA.formAction })).toEqual({ ok: true })
    expect(await verifier.verify(token, { action: CAPTCHA.formAction })).toEqual({ ok: false, reason: 'reused' })
  })

  it('refuses a token issued for another action', async () => {
    expect(await fresh().verify(token, { action: CAPTCHA.pageLoadAction })).toEqual({
      ok: false,
      reason: 'wrong-action',
    })
  })

  it('refuses a token past its age', async () => {
    const later = () => Date.now() + CAPTCHA.tokenMaxAgeMs + 1000
    expect(await fresh(later).verify(token, { action: CAPTCHA.formAction })).toEqual({ ok: false, reason: 'expired' })
  })

  /** The token as decoded: the parts a forger would touch. */
  type Payload = {
    challenge: { parameters: { data: { action: string }; expiresAt: number; cost: number }; signature?: string }
    solution: { derivedKey: string }
  }
  it.each<[string, (payload: Payload) => void]>([
    ['the action rewritten', (p) => (p.challenge.parameters.data.action = CAPTCHA.pageLoadAction)],
    ['the expiry pushed back', (p) => (p.challenge.parameters.expiresAt += 3600)],
    ['the work made cheaper', (p) => (p.challenge.parameters.cost = 1)],
    [
      'a wrong derived key',
      (p) => (p.solution.derivedKey = p.solution.derivedKey.replace(/^../, (x: string) => (x === '00' ? '11' : '00'))),
    ],
    ['a malformed derived key', (p) => (p.solution.derivedKey = 'xyz')],
    ['no signature', (p) => delete p.challenge.signature],
  ])('refuses a tampered token: %s', async (_name, tamper) => {
    const payload = decode(token)
    tamper(payload)
    expect(await fresh().verify(encode(payload), { action: CAPTCHA.formAction })).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuses a challenge signed with another secret', async () => {
    const other = altchaVerifier({ secret: 'o'.repeat(64), store: memorySpentTokenStore() })
    expect(await other.verify(token, { action: CAPTCHA.formAction })).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each([
    ['', 'missing'],
    ['not base64 json', 'invalid'],
    [encode({ hello: 'world' }), 'invalid'],
    ['A'.repeat(10_000), 'invalid'],
  ])('refuses %j as %s', async (bad, reason) => {
    expect(await fresh().verify(bad, { action: CAPTCHA.formAction })).toEqual({ ok: false, reason })
  })
})
