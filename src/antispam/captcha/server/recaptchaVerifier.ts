import { CAPTCHA } from '@/lib/constants'

import { refuse, type CaptchaVerifier } from './CaptchaVerifier'
import { postSiteverify } from './postSiteverify'
import { SITEVERIFY_TIMEOUT_MS } from './siteverifyTimeout'
import { siteverifyVerdict } from './siteverifyVerdict'
import type { SpentTokenStore } from './SpentTokenStore'

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

export type RecaptchaVerifierOptions = {
  secretKey: string
  store: SpentTokenStore
  verifyUrl?: string
  minScore?: number
  now?: () => number
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Verifies Google reCAPTCHA v3 tokens through Google's siteverify. */
export function recaptchaVerifier(options: RecaptchaVerifierOptions): CaptchaVerifier {
  const { secretKey, store, verifyUrl = RECAPTCHA_VERIFY_URL, minScore = CAPTCHA.minScore, now = Date.now } = options
  return {
    async verify(token, expect) {
      if (!token) return refuse('missing')
      const answer = await postSiteverify(
        verifyUrl,
        { secret: secretKey, response: token, remoteip: expect.remoteIp },
        { fetch: options.fetch, timeoutMs: options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS },
      )
      return siteverifyVerdict(answer, expect, { provider: 'recaptcha', token, store, now, minScore })
    },
  }
}
