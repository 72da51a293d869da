import { afterEach, describe, expect, it, vi } from 'vitest'

import { altchaClient } from '@/antispam/captcha/browser/altchaClient'
import { createCaptchaClient } from '@/antispam/captcha/browser/createCaptchaClient'
import { withTimeout } from '@/antispam/captcha/browser/withTimeout'
import { altchaVerifier } from '@/antispam/captcha/server/altchaVerifier'
import { createAltchaChallenge } from '@/antispam/captcha/server/createAltchaChallenge'
import { memorySpentTokenStore } from '@/antispam/captcha/server/memorySpentTokenStore'
import { CAPTCHA } from '@/lib/constants'

const secret = 'c'.repeat(64)
const challengeUrl = 'http://localhost:3000/wp-json/revela/v1/captcha/challenge'

/** Serves challenges as the route does, and records which actions were asked for. */
function stubChallengeFetch() {
  const actions: string[] = []
  vi.stubGlobal('fetch', async (input: URL) => {
    const action = new URL(input).searchParams.get('action')!
    actions.push(action)
    return Response.json(await createAltchaChallenge(action, { secret }))
  })
  return actions
}

afterEach(() => vi.unstubAllGlobals())

// Node has no Web Worker, so these also cover the main-thread fallback.
describe('browser ALTCHA client', () => {
  it('fetches, solves and returns a payload the server accepts', async () => {
    const actions = stubChallengeFetch()
    const token = await altchaClient(challengeUrl).token(CAPTCHA.formAction)
    expect(actions).toEqual([CAPTCHA.formAction])
    const verdict = await altchaVerifier({ secret, store: memorySpentTokenStore() }).verify(token, {
      action: CAPTCHA.formAction,
    })
    expect(verdict).toEqual({ ok: true })
  })

  it('requests a page-load token on creation and shares a request in flight', async () => {
    const actions = stubChallengeFetch()
    const client = createCaptchaClient({ provider: 'altcha', challengeUrl })
    const [a, b] = await Promise.all([client.token(CAPTCHA.formAction), client.token(CAPTCHA.formAction)])
    expect(a).toBe(b)
    const later = await client.token(CAPTCHA.formAction)
    expect(later).not.toBe(a)
    expect(actions).toEqual([CAPTCHA.pageLoadAction, CAPTCHA.formAction, CAPTCHA.formAction])
  })

  it('rejects when the challenge cannot be had', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }))
    await expect(altchaClient(challengeUrl).token(CAPTCHA.formAction)).rejects.toThrow('404')
  })
})

describe('browser CAPTCHA client', () => {
  it('gives an empty token with none, and needs a site key for third parties', async () => {
    expect(await createCaptchaClient({ provider: 'none', challengeUrl }).token(CAPTCHA.formAction)).toBe('')
    expect(() => createCaptchaClient({ provider: 'recaptcha', challengeUrl })).toThrow(/clave del sitio/)
  })

  it('names the timeout that expired', async () => {
    vi.useFakeTimers()
    const never = new Promise<string>(() => {})
    const anchor = expect(withTimeout(never, CAPTCHA.anchorTimeoutMs, 'anchor')).rejects.toThrow(
      `anchor, ${CAPTCHA.anchorTimeoutMs} ms`,
    )
    const execute = expect(withTimeout(never, CAPTCHA.executeTimeoutMs, 'execute')).rejects.toThrow(
      `execute, ${CAPTCHA.executeTimeoutMs} ms`,
    )
    vi.advanceTimersByTime(CAPTCHA.anchorTimeoutMs)
    await Promise.all([anchor, execute])
    vi.useRealTimers()
  })
})
