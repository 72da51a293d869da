import { DEFAULT_CAPTCHA_PROVIDER } from '@/lib/captchaProviders'
import type { CaptchaConfig, CaptchaSettings } from './CaptchaConfig'

export type CaptchaConfigResult = { ok: true; config: CaptchaConfig } | { ok: false; error: string }

const PROVIDER_NAMES = { recaptcha: 'reCAPTCHA', turnstile: 'Turnstile' } as const

/**
 * The CAPTCHA to use, from the environment and the admin's settings. Each value set in the
 * environment wins over the admin's, so that an operator can pin the provider or keep the secret
 * out of the database; what neither sets falls back to ALTCHA, which needs no keys.
 */
export function resolveCaptchaConfig(
  envValues: CaptchaSettings,
  adminSettings: CaptchaSettings | null | undefined,
): CaptchaConfigResult {
  const admin = adminSettings ?? {}
  // `none` turns the check off; the environment refuses it on a public site at start-up, and the
  // admin screen must not be a way round that.
  if (!envValues.provider && admin.provider === 'none') {
    return {
      ok: false,
      error:
        'Configuración del CAPTCHA no válida: «none» solo puede elegirse con CAPTCHA_PROVIDER en un entorno local.',
    }
  }
  const provider = envValues.provider || admin.provider || DEFAULT_CAPTCHA_PROVIDER
  if (provider === 'altcha' || provider === 'none') return { ok: true, config: { provider } }

  const siteKey = envValues.siteKey || admin.siteKey || undefined
  const secretKey = envValues.secretKey || admin.secretKey || undefined
  if (!siteKey || !secretKey) {
    return {
      ok: false,
      error: `Configuración del CAPTCHA no válida: ${PROVIDER_NAMES[provider]} necesita la clave del sitio y la clave secreta (CAPTCHA_SITE_KEY y CAPTCHA_SECRET_KEY, o los ajustes del sitio).`,
    }
  }
  return { ok: true, config: { provider, siteKey, secretKey } }
}
