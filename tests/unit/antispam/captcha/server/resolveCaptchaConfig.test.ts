import { describe, expect, it } from 'vitest'

import type { CaptchaSettings } from '@/antispam/captcha/server/CaptchaConfig'
import { resolveCaptchaConfig } from '@/antispam/captcha/server/resolveCaptchaConfig'

const keys = { siteKey: 'site', secretKey: 'secret' }

describe('resolveCaptchaConfig', () => {
  it.each<[string, CaptchaSettings, CaptchaSettings | null, object]>([
    ['nothing set: ALTCHA', {}, null, { provider: 'altcha' }],
    ['the admin chooses', {}, { provider: 'turnstile', ...keys }, { provider: 'turnstile', ...keys }],
    ['the environment wins', { provider: 'altcha' }, { provider: 'recaptcha', ...keys }, { provider: 'altcha' }],
    [
      'keys come from either, the environment first',
      { provider: 'recaptcha', secretKey: 'env-secret' },
      { siteKey: 'admin-site', secretKey: 'admin-secret' },
      { provider: 'recaptcha', siteKey: 'admin-site', secretKey: 'env-secret' },
    ],
    ['null admin fields are unset', {}, { provider: null, siteKey: null, secretKey: null }, { provider: 'altcha' }],
    ['none from the environment', { provider: 'none' }, null, { provider: 'none' }],
  ])('%s', (_name, env, admin, config) => {
    expect(resolveCaptchaConfig(env, admin)).toEqual({ ok: true, config })
  })

  it.each<[string, CaptchaSettings, CaptchaSettings | null, string]>([
    ['reCAPTCHA without keys', { provider: 'recaptcha' }, null, 'reCAPTCHA'],
    ['Turnstile without a secret', {}, { provider: 'turnstile', siteKey: 'site' }, 'Turnstile'],
    ['none from the admin screen', {}, { provider: 'none' }, 'none'],
  ])('refuses %s with a Spanish message', (_name, env, admin, mention) => {
    const result = resolveCaptchaConfig(env, admin)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).toContain('Configuración del CAPTCHA no válida')
      expect(result.error).toContain(mention)
    }
  })
})
