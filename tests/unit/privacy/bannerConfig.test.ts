import type { Section } from 'vanilla-cookieconsent'
import { describe, expect, it } from 'vitest'

import { CONSENT_COOKIE_DAYS } from '@/lib/constants'
import { bannerConfig, cookieMatcher } from '@/privacy/bannerConfig'
import type { CookieDeclaration } from '@/privacy/consentTypes'

const declarations: CookieDeclaration[] = [
  {
    category: 'necessary',
    name: 'revela_consent',
    provider: 'Propia',
    purpose: 'Recordar tu elección',
    duration: '1 año',
  },
  { category: 'analytics', name: '_ga', provider: 'Google', purpose: 'Distinguir visitantes', duration: '2 años' },
  { category: 'analytics', name: '_ga_*', provider: 'Google', purpose: 'Mantener la sesión <b>', duration: '2 años' },
]
const config = bannerConfig({
  declarations,
  revision: 42,
  cookiePolicyPath: '/politica-de-cookies/',
  privacyPolicyPath: '/politica-de-privacidad/',
})
const es = config.language.translations.es as Exclude<
  (typeof config.language.translations)[string],
  string | (() => unknown)
>

describe('cookieMatcher', () => {
  it('keeps a plain name and turns a trailing asterisk into a prefix match', () => {
    expect(cookieMatcher('_ga')).toBe('_ga')
    const matcher = cookieMatcher('_ga_*') as RegExp
    expect(matcher.test('_ga_ABC123')).toBe(true)
    expect(matcher.test('_gab')).toBe(false)
    expect(matcher.test('x_ga_ABC')).toBe(false)
  })

  it('escapes what a regular expression would read as syntax', () => {
    const matcher = cookieMatcher('a.b*') as RegExp
    expect(matcher.test('a.b1')).toBe(true)
    expect(matcher.test('axb1')).toBe(false)
  })
})

describe('bannerConfig', () => {
  it('keeps the choice 365 days in the first-party revela_consent cookie, with the revision', () => {
    expect(config.cookie).toMatchObject({
      name: 'revela_consent',
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: true,
    })
    expect(CONSENT_COOKIE_DAYS).toBe(365)
    expect(config.revision).toBe(42)
  })

  it('is opt-in, no cookie wall, visible to the browser tests, with equal-weight buttons', () => {
    expect(config.mode).toBe('opt-in')
    expect(config.disablePageInteraction).toBe(false)
    expect(config.hideFromBots).toBe(false)
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true)
    expect(config.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true)
  })

  it('declares the three categories; withdrawing one deletes its cookies and reloads the page', () => {
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true })
    expect(config.categories.analytics).toEqual({
      enabled: false,
      readOnly: false,
      autoClear: { cookies: [{ name: '_ga' }, { name: /^_ga_/ }], reloadPage: true },
    })
    expect(config.categories.marketing?.autoClear).toEqual({ cookies: [], reloadPage: true })
  })

  it('speaks Spanish: three first-layer buttons and a link to the cookie policy', () => {
    expect(config.language.default).toBe('es')
    expect(es.consentModal).toMatchObject({
      acceptAllBtn: 'Aceptar todo',
      acceptNecessaryBtn: 'Rechazar todo',
      showPreferencesBtn: 'Configurar',
    })
    expect(es.consentModal.description).toContain('<a href="/politica-de-cookies/">')
    expect(es.consentModal.description).toContain('{{revisionMessage}}')
  })

  it('lists each category’s declared cookies in a table, escaped, and ends with the policies', () => {
    const sections = es.preferencesModal.sections as Section[]
    expect(sections.map((s) => s.linkedCategory)).toEqual([undefined, 'necessary', 'analytics', 'marketing', undefined])
    const analytics = sections[2]!.cookieTable!
    expect(analytics.headers).toEqual({
      name: 'Nombre',
      provider: 'Titular',
      purpose: 'Finalidad',
      duration: 'Duración',
    })
    expect(analytics.body.map((row) => row.name)).toEqual(['_ga', '_ga_*'])
    expect(analytics.body[1]!.purpose).toBe('Mantener la sesión &lt;b&gt;')
    expect(sections[3]!.cookieTable).toBeUndefined()
    expect(sections[3]!.description).toMatch(/no usamos ninguna cookie de este tipo/)
    expect(sections[4]!.description).toContain('href="/politica-de-cookies/"')
    expect(sections[4]!.description).toContain('href="/politica-de-privacidad/"')
  })
})
