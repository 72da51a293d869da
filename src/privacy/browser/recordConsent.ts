import { consentAction } from '../consentAction'

/** Where the banner records each choice (src/app/(site)/wp-json/revela/v1/consent). */
export const CONSENT_RECORD_URL = '/wp-json/revela/v1/consent'

/**
 * Sends a choice to the server as proof of consent (RGPD art. 7.1). `keepalive`, because
 * withdrawing consent reloads the page right after; a failure is only logged, since the choice
 * itself is already in force in the visitor's cookie.
 */
export function recordConsent({
  consentId,
  categories,
  revision,
}: {
  consentId: string
  categories: string[]
  revision: number
}): void {
  const body = {
    consentId,
    action: consentAction(categories),
    categories,
    revision,
    pageUrl: location.pathname.slice(0, 500),
  }
  fetch(CONSENT_RECORD_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`No se ha podido registrar el consentimiento (HTTP ${response.status}).`)
    })
    .catch((error: unknown) => console.warn('No se ha podido registrar el consentimiento.', error))
}
