import type { CaptchaProvider } from '@/lib/captchaProviders'

/** Gets a fresh CAPTCHA token for an action; each token is meant to be sent once. */
export interface CaptchaClient {
  token(action: string): Promise<string>
}

export type CaptchaClientConfig = {
  provider: CaptchaProvider
  /** reCAPTCHA's or Turnstile's public key. */
  siteKey?: string
  /** Where ALTCHA challenges come from: /wp-json/revela/v1/captcha/challenge. */
  challengeUrl: string
  /** Replaces the provider's script address (without its query), e.g. for recaptcha.net or tests. */
  scriptUrl?: string
}
