import type { SiteSetting } from '@/payload-types'

import { PRIVACY_POLICY_PATH } from '@/lib/legalPaths'

/**
 * The comment form's RGPD first layer: who answers for the data (the company's legal name when
 * set) and where the full policy is; the article page (comments/data/comments.ts) and the handler's
 * answers both use it and where the full policy is.
 */
export function commentPrivacy(settings: Pick<SiteSetting, 'legalName' | 'studioName'>): {
  controller: string
  privacyUrl: string
} {
  return { controller: settings.legalName || settings.studioName, privacyUrl: PRIVACY_POLICY_PATH }
}
