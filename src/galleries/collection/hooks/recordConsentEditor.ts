import type { FieldHook } from 'payload'

type Consent = { scope?: string | null; givenBy?: string | null; recordedBy?: unknown } | null | undefined

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

/**
 * Who recorded the client's publication consent: the signed-in editor who set or changed its scope
 * or who gave it; kept as it was on any other change (and never taken from what a request sends).
 */
export const recordConsentEditor: FieldHook = ({ siblingData, originalDoc, req }) => {
  const before = (originalDoc as { publicationConsent?: Consent } | undefined)?.publicationConsent
  const now = siblingData as Consent
  const changed =
    (now?.scope ?? 'none') !== (before?.scope ?? 'none') || (now?.givenBy ?? '') !== (before?.givenBy ?? '')
  if (!changed) return idOf(before?.recordedBy)
  return req.user?.collection === 'users' ? req.user.id : null
}
