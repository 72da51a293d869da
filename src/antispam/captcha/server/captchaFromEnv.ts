import { env } from '@/env'

import type { CaptchaSettings } from './CaptchaConfig'
import { createAltchaChallenge } from './createAltchaChallenge'
import { createCaptchaVerifier, type CaptchaVerifierDeps } from './createCaptchaVerifier'
import type { CaptchaVerifier } from './CaptchaVerifier'
import { resolveCaptchaConfig, type CaptchaConfigResult } from './resolveCaptchaConfig'

/*
 * The CAPTCHA as this server runs it: configuration from the environment (and the admin's settings
 * when the caller has read them), ALTCHA's keys derived from PAYLOAD_SECRET. Server only: env()
 * reads the process environment and the data folder.
 */

/** The CAPTCHA configuration in force; `admin` is the site settings' choice, if any. */
export function captchaConfigFromEnv(admin?: CaptchaSettings | null): CaptchaConfigResult {
  return resolveCaptchaConfig(env().captcha, admin)
}

/** A fresh ALTCHA challenge for `action`, signed with keys derived from PAYLOAD_SECRET. */
export function altchaChallengeFromEnv(action: string) {
  return createAltchaChallenge(action, { secret: env().payloadSecret })
}

/** The verifier for the configuration in force; throws the Spanish error when it is incomplete. */
export function captchaVerifierFromEnv(
  deps: Omit<CaptchaVerifierDeps, 'altchaSecret'>,
  admin?: CaptchaSettings | null,
): CaptchaVerifier {
  const resolved = captchaConfigFromEnv(admin)
  if (!resolved.ok) throw new Error(resolved.error)
  return createCaptchaVerifier(resolved.config, { ...deps, altchaSecret: env().payloadSecret })
}
