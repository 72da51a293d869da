import { normalizeActionHref } from './normalizeActionHref'

/** An Elementor action link, read: the action's name and its settings object. */
export type ActionLink = { action: string; settings: Record<string, unknown> }

export type ActionLinkResult = { ok: true; link: ActionLink } | { ok: false; warning: string } | null

const PREFIX = '#elementor-action:'

/** Base64 as browsers and Elementor write it, also URL-safe and without padding. */
function decodeBase64(text: string): string {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(padded)) throw new Error('not base64')
  const binary = atob(padded)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/**
 * Reads `#elementor-action:action={name}&settings={base64 JSON}` (seed §2 "action links"). Not an
 * action link → null, so the click goes on as a normal link; an action link whose settings are not
 * base64 or not a JSON object → a warning for the console (the seed: one warning, nothing else
 * happens). Missing settings count as `{}`.
 */
export function parseActionLink(rawHref: string): ActionLinkResult {
  // Elementor's fully percent-encoded form, and base64's `+` (which URLSearchParams reads as a space).
  const href = normalizeActionHref(rawHref)
  const hashAt = href.indexOf(PREFIX)
  if (hashAt < 0) return null
  const params = new URLSearchParams(href.slice(hashAt + PREFIX.length))
  const action = params.get('action')?.trim() ?? ''
  if (!/^[a-z][a-z0-9_-]*(:[a-z][a-z0-9_-]*)?$/i.test(action))
    return { ok: false, warning: `Enlace de acción sin una acción válida: «${action}».` }
  const raw = params.get('settings')
  if (raw === null || raw === '') return { ok: true, link: { action, settings: {} } }
  try {
    const settings: unknown = JSON.parse(decodeBase64(raw))
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new Error('not an object')
    return { ok: true, link: { action, settings: settings as Record<string, unknown> } }
  } catch {
    // The settings are the editor's (or an imported page's) text: a broken one is answered with a warning for the editor, not an error.
    return {
      ok: false,
      warning: `Enlace de acción «${action}» con ajustes que no son base64 de un objeto JSON; se ignora.`,
    }
  }
}
