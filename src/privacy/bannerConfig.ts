import type { Category, CookieConsentConfig, CookieItem } from 'vanilla-cookieconsent'

import { CONSENT_COOKIE_DAYS } from '@/lib/constants'

import type { BannerTexts } from './bannerTexts'
import { bannerTranslation, type BannerLinks } from './bannerTranslation'
import type { ConsentCategory } from './consentCategories'
import type { CookieDeclaration } from './consentTypes'
import { CONSENT_COOKIE_NAME } from './consentCookieName'

export { CONSENT_COOKIE_NAME }

type Callbacks = 'onFirstConsent' | 'onConsent' | 'onChange' | 'onModalShow' | 'onModalHide' | 'onModalReady'
export type BannerConfig = Omit<CookieConsentConfig, Callbacks>

/** A declared name as the library matches it: `_ga_*` is every cookie that starts with `_ga_`. */
export function cookieMatcher(name: string): string | RegExp {
  const trimmed = name.trim()
  if (!trimmed.endsWith('*')) return trimmed
  return new RegExp('^' + trimmed.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

// A category that needs consent. Withdrawing it deletes its declared cookies and reloads the page,
// because a tag that is already running would otherwise keep measuring until the next page.
function optional(category: ConsentCategory, declarations: readonly CookieDeclaration[]): Category {
  const cookies: CookieItem[] = declarations
    .filter((d) => d.category === category)
    .map((d) => ({ name: cookieMatcher(d.name) }))
  return { enabled: false, readOnly: false, autoClear: { cookies, reloadPage: true } }
}

/** vanilla-cookieconsent's configuration, without the callbacks (those are the browser's). */
export function bannerConfig({
  declarations,
  revision,
  cookiePolicyPath,
  privacyPolicyPath,
  texts,
}: BannerLinks & { declarations: readonly CookieDeclaration[]; revision: number; texts?: BannerTexts }): BannerConfig {
  return {
    mode: 'opt-in',
    revision,
    // The e2e tests drive a headless browser, which the library would take for a bot and skip.
    hideFromBots: false,
    // No cookie wall (AEPD): the page stays readable and usable while the banner waits.
    disablePageInteraction: false,
    // Our pages have no <script data-category>; the tag manager is loaded by startConsent.
    manageScriptTags: false,
    // The library adds Secure itself only when the page is served over https.
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: true,
      path: '/',
    },
    guiOptions: {
      // A box in the corner (full width on a phone): it covers a corner, never the text's column.
      consentModal: { layout: 'box inline', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: optional('analytics', declarations),
      marketing: optional('marketing', declarations),
    },
    language: {
      default: 'es',
      translations: { es: bannerTranslation(declarations, { cookiePolicyPath, privacyPolicyPath }, texts) },
    },
  }
}
