import type { ConsentCategory } from './consentCategories'

/** Google Consent Mode v2's storage types. */
export const CONSENT_MODE_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const
export type ConsentModeType = (typeof CONSENT_MODE_TYPES)[number]
export type ConsentModeState = Record<ConsentModeType, 'granted' | 'denied'>

// What grants each type. Functionality and security storage are the site working (technical
// cookies, no consent needed); personalisation has no category of ours, so it is never granted.
const GRANTED_BY: Record<ConsentModeType, ConsentCategory | 'always' | 'never'> = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
  functionality_storage: 'always',
  personalization_storage: 'never',
  security_storage: 'always',
}

/** The Consent Mode state for the categories the visitor accepted. */
export function consentModeState(acceptedCategories: readonly string[]): ConsentModeState {
  const state = {} as ConsentModeState
  for (const type of CONSENT_MODE_TYPES) {
    const by = GRANTED_BY[type]
    state[type] = by === 'always' || (by !== 'never' && acceptedCategories.includes(by)) ? 'granted' : 'denied'
  }
  return state
}

/** How long tags wait for the banner's update before they act on the defaults. */
export const CONSENT_UPDATE_WAIT_MS = 500

/**
 * The `consent default` command: everything denied until the visitor chooses. It must reach the
 * data layer before the container and before any `consent update`.
 */
export function consentModeDefault(): ['consent', 'default', Record<string, string | number>] {
  const denied: Record<string, string | number> = Object.fromEntries(CONSENT_MODE_TYPES.map((type) => [type, 'denied']))
  return ['consent', 'default', { ...denied, wait_for_update: CONSENT_UPDATE_WAIT_MS }]
}
