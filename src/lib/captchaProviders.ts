/**
 * The CAPTCHA services the site can use. ALTCHA is the default because it runs on the site itself:
 * no third party sees the visitor and no cookie is set, so it needs no consent. `none` exists only
 * for local testing; the environment refuses it on a public SITE_URL.
 */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'turnstile', 'none'] as const

export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

/** The provider used when neither the environment nor the admin chose one. */
export const DEFAULT_CAPTCHA_PROVIDER: CaptchaProvider = 'altcha'

/** Where the page's script asks for an ALTCHA challenge (forms and comments alike). */
export const ALTCHA_CHALLENGE_PATH = '/wp-json/revela/v1/captcha/challenge'
