import type { Payload } from 'payload'

import { captchaVerifierFromEnv } from '@/antispam/captcha/server/captchaFromEnv'
import type { CaptchaVerifier } from '@/antispam/captcha/server/CaptchaVerifier'
import { payloadSpentTokenStore } from '@/antispam/store/payloadSpentTokenStore'
import { CAPTCHA } from '@/lib/constants'
import type { SiteSetting } from '@/payload-types'

/**
 * Checks an invisible-CAPTCHA token sent with a contact form or a comment, once (a token is spent
 * by its first use), with the provider the environment and the studio's settings choose.
 */
export async function verifyCaptchaToken(
  payload: Payload,
  settings: SiteSetting,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  const store = payloadSpentTokenStore(payload)
  const admin = {
    provider: settings.captchaProvider,
    siteKey: settings.captchaSiteKey,
    secretKey: settings.captchaSecretKey,
  }
  let verifier: CaptchaVerifier
  try {
    verifier = captchaVerifierFromEnv({ store }, admin)
  } catch (error) {
    // reCAPTCHA or Turnstile chosen in the admin without its keys: the browser falls back to
    // ALTCHA (formClientConfig), so the server checks ALTCHA too rather than failing every post.
    payload.logger.error(`${(error as Error).message} Se usa ALTCHA mientras tanto.`)
    verifier = captchaVerifierFromEnv({ store }, { provider: 'altcha' })
  }
  return (await verifier.verify(token, { action: CAPTCHA.formAction, remoteIp })).ok
}
