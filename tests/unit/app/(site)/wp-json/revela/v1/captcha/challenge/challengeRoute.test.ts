import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { altchaVerifier } from '@/antispam/captcha/server/altchaVerifier'
import { memorySpentTokenStore } from '@/antispam/captcha/server/memorySpentTokenStore'
import { CAPTCHA } from '@/lib/constants'

const settings = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
vi.mock('@/data/globals', () => ({ getRequestSettings: async () => settings.current }))

const secret = 'p'.repeat(40)
const url = (action?: string) =>
  `http://localhost:3000/wp-json/revela/v1/captcha/challenge${action === undefined ? '' : `?action=${action}`}`

/** The route with a fresh env() cache, so that each test's variables are read. */
async function route(vars: Record<string, string> = {}) {
  vi.resetModules()
  vi.stubEnv('PAYLOAD_SECRET', secret)
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return import('@/app/(site)/wp-json/revela/v1/captcha/challenge/route')
}

describe('GET /wp-json/revela/v1/captcha/challenge', () => {
  beforeEach(() => (settings.current = {}))
  afterEach(() => vi.unstubAllEnvs())

  it('answers a fresh, uncacheable challenge signed for the action', async () => {
    const { GET } = await route()
    const response = await GET(new Request(url(CAPTCHA.formAction)))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const challenge = await response.json()
    expect(challenge.parameters.data).toEqual({ action: CAPTCHA.formAction })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    // Signed with keys derived from PAYLOAD_SECRET: a verifier given that secret accepts it, solved.
    const solution = await solveChallenge({ challenge, deriveKey })
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const verifier = altchaVerifier({ secret, store: memorySpentTokenStore() })
    expect(await verifier.verify(token, { action: CAPTCHA.formAction })).toEqual({ ok: true })
  })

  it.each([[undefined], ['login'], ['']])('refuses action %j with a WordPress error', async (action) => {
    const { GET } = await route()
    const response = await GET(new Request(url(action)))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'rest_invalid_param',
      message: expect.stringContaining('action'),
      data: { status: 400 },
    })
  })

  it('does not exist when the provider is not ALTCHA', async () => {
    const fromEnv = await route({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET_KEY: 's' })
    const response = await fromEnv.GET(new Request(url(CAPTCHA.formAction)))
    expect(response.status).toBe(404)
    expect((await response.json()).data).toEqual({ status: 404 })

    settings.current = { captchaProvider: 'turnstile', captchaSiteKey: 'k', captchaSecretKey: 's' }
    const fromAdmin = await route()
    expect((await fromAdmin.GET(new Request(url(CAPTCHA.formAction)))).status).toBe(404)
  })
})
