import { CONSENT_COOKIE_NAME } from './consentCookieName'

/** A choice the visitor made earlier that still holds: the banner's library need not load. */
export interface SavedChoice {
  categories: string[]
}

/**
 * Reads the banner's cookie (`revela_consent`, JSON as vanilla-cookieconsent writes it) out of
 * `document.cookie`. Only a choice made on this version of the banner and not yet expired counts;
 * anything else (none, another version, expired, unreadable) means the banner must ask again.
 */
export function savedChoice(cookieHeader: string, revision: number, now: number = Date.now()): SavedChoice | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1)
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as {
      categories?: unknown
      revision?: unknown
      expirationTime?: unknown
      consentId?: unknown
      consentTimestamp?: unknown
    }
    // What the library itself requires of its cookie, so that this shortcut never honours a choice
    // the library would ask again about.
    if (value.revision !== revision || !Array.isArray(value.categories)) return null
    if (typeof value.consentId !== 'string' || !value.consentId || typeof value.consentTimestamp !== 'string')
      return null
    if (typeof value.expirationTime === 'number' && value.expirationTime <= now) return null
    return { categories: value.categories.filter((c): c is string => typeof c === 'string') }
  } catch {
    // A cookie that is not the library's JSON (cut short, or edited by
    // hand): no saved choice, so the banner asks again.
    return null
  }
}
