import 'server-only'

import { getSettings } from '@/data/globals'
import { env } from '@/env'
import { bannerTexts } from '@/privacy/bannerTexts'
import { consentRevision } from '@/privacy/consentRevision'
import type { ConsentClientConfig, CookieDeclaration } from '@/privacy/consentTypes'
import { COOKIE_POLICY_PATH, PRIVACY_POLICY_PATH } from '@/lib/legalPaths'
import { linkerDomains } from '@/privacy/linkerDomains'

const DEFAULT_REGION = 'DE'

/**
 * What the cookie banner needs, from the settings and the environment (GTM_ID wins over the
 * admin's container). Read on the server, so only these fields reach the page, never the rest of
 * the settings.
 */
export async function consentClientConfig(): Promise<ConsentClientConfig> {
  const settings = await getSettings()
  const declarations: CookieDeclaration[] = (settings.cookieDeclarations ?? []).map(({ category, name, provider, purpose, duration }) => ({
    category,
    name,
    provider,
    purpose,
    duration,
  }))
  return {
    gtmId: env().gtmId || settings.gtmId || null,
    region: settings.analyticsRegion || DEFAULT_REGION,
    linkerDomains: linkerDomains(settings.crossDomains, env().siteUrl),
    declarations,
    revision: consentRevision(declarations),
    cookiePolicyPath: COOKIE_POLICY_PATH,
    privacyPolicyPath: PRIVACY_POLICY_PATH,
    texts: bannerTexts(settings.cookieBanner),
  }
}
