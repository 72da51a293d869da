import { randomUUID } from 'node:crypto'

import { refuse, type CaptchaVerifier } from './CaptchaVerifier'
import { postSiteverify } from './postSiteverify'
import { SITEVERIFY_TIMEOUT_MS } from './siteverifyTimeout'
import { siteverifyVerdict } from './siteverifyVerdict'
import type { SpentTokenStore } from './SpentTokenStore'

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export type TurnstileVerifierOptions = {
  secretKey: string
  store: SpentTokenStore
  verifyUrl?: string
  now?: () => number
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Verifies Cloudflare Turnstile tokens through Cloudflare's siteverify. */
export function turnstileVerifier(options: TurnstileVerifierOptions): CaptchaVerifier {
  const { secretKey, store, verifyUrl = TURNSTILE_VERIFY_URL, now = Date.now } = options
  return {
    async verify(token, expect) {
      if (!token) return refuse('missing')
      // With an idempotency key Cloudflare answers a repeated request for the same token as it
      // did the first time, so one lost answer can be asked for again instead of failing the form.
      const form = { secret: secretKey, response: token, remoteip: expect.remoteIp, idempotency_key: randomUUID() }
      const post = () =>
        postSiteverify(verifyUrl, form, { fetch: options.fetch, timeoutMs: options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS })
      const answer = (await post()) ?? (await post())
      return siteverifyVerdict(answer, expect, { provider: 'turnstile', token, store, now })
    },
  }
}
