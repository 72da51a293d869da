import { CAPTCHA } from '@/lib/constants'

import type { CaptchaClient } from './CaptchaClient'
import { loadScript, scriptAddress } from './loadScript'
import { withTimeout } from './withTimeout'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js'

/** Google reCAPTCHA v3: loads Google's script once and asks it for a scored token per action. */
export function recaptchaClient(siteKey: string, scriptUrl = SCRIPT): CaptchaClient {
  let api: Promise<Grecaptcha> | undefined
  const load = () =>
    (api ??= withTimeout(
      loadScript(scriptAddress(scriptUrl, 'render', siteKey)).then(
        () =>
          new Promise<Grecaptcha>((resolve, reject) => {
            const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha
            if (!grecaptcha) return reject(new Error('CAPTCHA: el script de reCAPTCHA no definió grecaptcha'))
            grecaptcha.ready(() => resolve(grecaptcha))
          }),
      ),
      CAPTCHA.anchorTimeoutMs,
      'anchor',
    ).catch((error: unknown) => {
      // Forget the failure, so that the next token request tries again (the visitor may be back online).
      api = undefined
      throw error
    }))

  return {
    async token(action) {
      const grecaptcha = await load()
      return withTimeout(Promise.resolve(grecaptcha.execute(siteKey, { action })), CAPTCHA.executeTimeoutMs, 'execute')
    },
  }
}
