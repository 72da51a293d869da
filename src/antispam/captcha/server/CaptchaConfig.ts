import type { CaptchaProvider } from '@/lib/captchaProviders'

/** The CAPTCHA in use: the provider and, for reCAPTCHA and Turnstile, its keys. */
export type CaptchaConfig = {
  provider: CaptchaProvider
  siteKey?: string
  secretKey?: string
  /** The provider's siteverify address; tests point it at a local stand-in. */
  verifyUrl?: string
}

/**
 * One source of CAPTCHA settings: the environment or the admin's site settings. Payload gives
 * unset fields as null, the environment as undefined; both mean "not chosen here".
 */
export type CaptchaSettings = {
  provider?: CaptchaProvider | null
  siteKey?: string | null
  secretKey?: string | null
}
