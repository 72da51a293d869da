import { CONSENT_CATEGORIES } from './consentCategories'

/** How a choice is recorded as proof of consent. */
export type ConsentAction = 'accept-all' | 'reject-all' | 'custom'

/**
 * The kind of choice, from what was accepted: every category is "accept all", only the
 * necessary ones (or none) is "reject all", anything between is a custom choice. It is derived
 * from the categories, not from the button, so a preferences form saved with every box ticked
 * is recorded as what it is.
 */
export function consentAction(acceptedCategories: readonly string[]): ConsentAction {
  const optional = CONSENT_CATEGORIES.filter((c) => c !== 'necessary')
  const accepted = optional.filter((c) => acceptedCategories.includes(c))
  if (accepted.length === optional.length) return 'accept-all'
  return accepted.length === 0 ? 'reject-all' : 'custom'
}
