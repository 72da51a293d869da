import { altchaVerifier } from './altchaVerifier'
import type { CaptchaConfig } from './CaptchaConfig'
import type { CaptchaVerifier } from './CaptchaVerifier'
import { noneVerifier } from './noneVerifier'
import { recaptchaVerifier } from './recaptchaVerifier'
import type { SpentTokenStore } from './SpentTokenStore'
import { turnstileVerifier } from './turnstileVerifier'

export type CaptchaVerifierDeps = {
  store: SpentTokenStore
  /** The server secret ALTCHA's signing keys are derived from (the site uses PAYLOAD_SECRET). */
  altchaSecret?: string
  now?: () => number
  fetch?: typeof fetch
  timeoutMs?: number
  /** reCAPTCHA's score threshold; CAPTCHA.minScore unless given. */
  minScore?: number
}

/** The verifier for the configured provider. Throws when the configuration lacks what it needs. */
export function createCaptchaVerifier(config: CaptchaConfig, deps: CaptchaVerifierDeps): CaptchaVerifier {
  const { store, now, fetch, timeoutMs } = deps
  switch (config.provider) {
    case 'altcha':
      if (!deps.altchaSecret) throw new Error('ALTCHA necesita un secreto del servidor para firmar los retos.')
      return altchaVerifier({ secret: deps.altchaSecret, store, now })
    case 'recaptcha':
      return recaptchaVerifier({
        secretKey: requireSecret(config),
        store,
        verifyUrl: config.verifyUrl,
        minScore: deps.minScore,
        now,
        fetch,
        timeoutMs,
      })
    case 'turnstile':
      return turnstileVerifier({
        secretKey: requireSecret(config),
        store,
        verifyUrl: config.verifyUrl,
        now,
        fetch,
        timeoutMs,
      })
    case 'none':
      return noneVerifier
  }
}

function requireSecret(config: CaptchaConfig): string {
  if (!config.secretKey) throw new Error(`${config.provider} necesita la clave secreta (CAPTCHA_SECRET_KEY).`)
  return config.secretKey
}
