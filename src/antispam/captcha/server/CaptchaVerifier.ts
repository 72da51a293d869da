/** Why a token was refused. `unavailable` means the check could not be made, not that it failed. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'reused' | 'wrong-action' | 'low-score' | 'unavailable'

/** The outcome of checking one token; `score` is reCAPTCHA's 0–1 estimate when there is one. */
export type CaptchaVerdict = { ok: true; score?: number } | { ok: false; reason: CaptchaRefusal }

/** What the token must have been issued for, and who sent it (passed on to the provider). */
export type CaptchaExpectation = { action: string; remoteIp?: string }

/** Checks a token from the browser: right action, fresh, used once and, for reCAPTCHA, human enough. */
export interface CaptchaVerifier {
  verify(token: string, expect: CaptchaExpectation): Promise<CaptchaVerdict>
}

/** Shorthand for a refusal, so that adapters read as a list of checks. */
export const refuse = (reason: CaptchaRefusal): CaptchaVerdict => ({ ok: false, reason })
