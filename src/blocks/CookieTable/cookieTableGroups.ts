import { LOCALE } from '@/lib/constants'
import type { SiteSetting } from '@/payload-types'
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_LABELS, type ConsentCategory } from '@/privacy/consentCategories'

export type DeclaredCookie = NonNullable<SiteSetting['cookieDeclarations']>[number]

export type CookieTableGroup = { category: ConsentCategory; caption: string; cookies: DeclaredCookie[] }

/** The declared cookies grouped by category, in the banner's order; categories without cookies are left out. */
export function cookieTableGroups(declarations: readonly DeclaredCookie[] | null | undefined): CookieTableGroup[] {
  return CONSENT_CATEGORIES.map((category) => ({
    category,
    // «Cookies analíticas»: the banner's label, made into a name for the table.
    caption: `Cookies ${CONSENT_CATEGORY_LABELS[category].toLocaleLowerCase(LOCALE)}`,
    cookies: (declarations ?? []).filter((cookie) => cookie.category === category),
  })).filter((group) => group.cookies.length > 0)
}
