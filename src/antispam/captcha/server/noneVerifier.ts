import type { CaptchaVerifier } from './CaptchaVerifier'

/** Accepts everything. Only for local testing: the environment refuses `none` on a public site. */
export const noneVerifier: CaptchaVerifier = {
  verify: async () => ({ ok: true }),
}
