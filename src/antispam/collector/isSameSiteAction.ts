/** The part of `window.location` the check needs, so that it runs without a browser. */
export type SiteLocation = { readonly href: string; readonly host: string }

/**
 * Whether a form's `action` attribute posts back to this site: relative, empty or on the same host.
 * Signals must not travel to another site's handler, so an action that cannot be parsed, or that
 * names another host or a host-less scheme (mailto:, javascript:), counts as elsewhere.
 */
export function isSameSiteAction(action: string, location: SiteLocation): boolean {
  try {
    return new URL(action, location.href).host === location.host
  } catch {
    // An action the URL parser cannot read is not known to post here, so it
    // counts as elsewhere and the signals stay on the page.
    return false
  }
}
