import { createHash } from 'node:crypto'

import { CAPTCHA } from '@/lib/constants'

import { refuse, type CaptchaExpectation, type CaptchaVerdict } from './CaptchaVerifier'
import type { SiteverifyAnswer } from './postSiteverify'
import type { SpentTokenStore } from './SpentTokenStore'

/** Error codes that mean our side is misconfigured: the visitor's token was never judged. */
const OUR_FAULT = ['missing-input-secret', 'invalid-input-secret', 'internal-error']

export type SiteverifyContext = {
  provider: 'recaptcha' | 'turnstile'
  token: string
  store: SpentTokenStore
  now: () => number
  /** reCAPTCHA only: answers scoring below this are refused. */
  minScore?: number
}

/**
 * Turns a siteverify answer (Google's and Cloudflare's have the same shape) into a verdict: the
 * provider's own refusal, then the action, the token's age, the score, and finally single use.
 */
export async function siteverifyVerdict(
  answer: SiteverifyAnswer | null,
  expect: CaptchaExpectation,
  context: SiteverifyContext,
): Promise<CaptchaVerdict> {
  if (!answer) return refuse('unavailable')
  if (!answer.success) {
    const codes = answer['error-codes'] ?? []
    if (codes.some((code) => OUR_FAULT.includes(code))) return refuse('unavailable')
    // Neither provider says whether a refused token was too old or already used; a visitor who
    // left the page open is the likelier cause, so "expired" is what the logs will show.
    if (codes.includes('timeout-or-duplicate')) return refuse('expired')
    return refuse('invalid')
  }
  if (answer.action !== expect.action) return refuse('wrong-action')

  const issuedAt = Date.parse(answer.challenge_ts ?? '')
  if (Number.isNaN(issuedAt)) return refuse('invalid')
  const expiresAt = issuedAt + CAPTCHA.tokenMaxAgeMs
  if (context.now() >= expiresAt) return refuse('expired')

  if (context.minScore !== undefined && (answer.score ?? 0) < context.minScore) return refuse('low-score')

  // The providers refuse a second siteverify of the same token, but only while they remember it;
  // our own record makes "once" hold whatever they do. Tokens are long, so a digest is stored.
  const id = `${context.provider}:${createHash('sha256').update(context.token).digest('hex')}`
  if (!(await context.store.consume(id, new Date(expiresAt)))) return refuse('reused')
  return answer.score === undefined ? { ok: true } : { ok: true, score: answer.score }
}
