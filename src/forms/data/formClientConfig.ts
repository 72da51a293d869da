import 'server-only'

import { captchaConfigFromEnv } from '@/antispam/captcha/server/captchaFromEnv'
import { getSettings } from '@/data/globals'
import type { FormClientConfig } from '@/forms/browser/startContactForm'
import { ALTCHA_CHALLENGE_PATH } from '@/lib/captchaProviders'

/** The CAPTCHA's public half of the ALTCHA challenge route. */

/**
 * What the browser needs to run the forms: the REST root, the CAPTCHA's public settings (never the
 * secret) and whether the studio allows post-submit scripts.
 */
export async function formClientConfig(): Promise<FormClientConfig> {
  const settings = await getSettings()
  const resolved = captchaConfigFromEnv({
    provider: settings.captchaProvider,
    siteKey: settings.captchaSiteKey,
    secretKey: settings.captchaSecretKey,
  })
  const captcha = resolved.ok ? resolved.config : { provider: 'altcha' as const }
  return {
    apiRoot: '/wp-json/',
    captcha: { provider: captcha.provider, siteKey: captcha.siteKey, challengeUrl: ALTCHA_CHALLENGE_PATH },
    allowScripts: Boolean(settings.formScripts),
  }
}
