import { CAPTCHA } from '@/lib/constants'

import { altchaClient } from './altchaClient'
import type { CaptchaClient, CaptchaClientConfig } from './CaptchaClient'
import { recaptchaClient } from './recaptchaClient'
import { turnstileClient } from './turnstileClient'

/**
 * The browser's CAPTCHA for the configured provider. Requests for an action already in flight
 * share it: a field change followed at once by a submit needs one token, not two runs of the
 * challenge. As the seed's lifecycle says (§4), a page-load token is requested at once.
 */
export function createCaptchaClient(config: CaptchaClientConfig): CaptchaClient {
  const provider = providerClient(config)
  const inFlight = new Map<string, Promise<string>>()
  const client: CaptchaClient = {
    token(action) {
      let request = inFlight.get(action)
      if (!request) {
        request = provider.token(action).finally(() => inFlight.delete(action))
        inFlight.set(action, request)
      }
      return request
    },
  }
  // Nothing is sent with the page-load token; reCAPTCHA and Turnstile learn from the visit itself.
  client.token(CAPTCHA.pageLoadAction).catch((error: unknown) => console.warn(error))
  return client
}

function providerClient({ provider, siteKey, challengeUrl, scriptUrl }: CaptchaClientConfig): CaptchaClient {
  if ((provider === 'recaptcha' || provider === 'turnstile') && !siteKey) {
    throw new Error(`CAPTCHA: ${provider} necesita la clave del sitio`)
  }
  switch (provider) {
    case 'altcha':
      return altchaClient(challengeUrl)
    case 'recaptcha':
      return recaptchaClient(siteKey!, scriptUrl)
    case 'turnstile':
      return turnstileClient(siteKey!, scriptUrl)
    case 'none':
      return { token: async () => '' }
  }
}
