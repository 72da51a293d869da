import type { BannerTexts } from './bannerTexts'
import type { ConsentCategory } from './consentCategories'

/** One cookie as the studio declares it in the settings (name may end in `*`, e.g. `_ga_*`). */
export type CookieDeclaration = {
  category: ConsentCategory
  name: string
  provider: string
  purpose: string
  duration: string
}

/**
 * What the server hands the banner: plain JSON (React serialises it into the page), so the
 * banner's text and regular expressions are built in the browser, not shipped in every page.
 */
export type ConsentClientConfig = {
  /** The tag manager container (GTM-XXXXXXX), or null when the studio has none. */
  gtmId: string | null
  /** ISO 3166-1 country code the tags' configuration reads as `analytics_region`. */
  region: string
  /** The hosts the measurement follows across (the site's own host included). */
  linkerDomains: string[]
  declarations: CookieDeclaration[]
  revision: number
  cookiePolicyPath: string
  privacyPolicyPath: string
  /** The banner's words as the studio wrote them (Ajustes del sitio), blanks filled with the defaults. */
  texts: BannerTexts
}
