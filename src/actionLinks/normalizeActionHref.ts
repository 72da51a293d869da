const ENCODED_PREFIX = /#elementor-action%3a/i

// Each escape on its own: everything meaningful in an action hash is ASCII (%3A, %3D, %26, %2B,
// %2F), and a stray broken sequence then stays as it is instead of spoiling the whole link.
const decodeAscii = (text: string) => text.replace(/%[0-7][0-9a-f]/gi, (escape) => decodeURIComponent(escape))

/**
 * Puts an action link's href in the form parseActionLink reads. Elementor writes the whole fragment
 * percent-encoded (`#elementor-action%3Aaction%3Dlightbox%26settings%3D…`, PHP's rawurlencode),
 * so that form is decoded first. Either way the settings are base64, where `+` is a digit and never
 * a space, so every `+` is escaped before URLSearchParams reads it as one. parseActionLink calls it.
 */
export function normalizeActionHref(href: string): string {
  const fragment = href.slice(Math.max(0, href.indexOf('#')))
  return (ENCODED_PREFIX.test(fragment) ? decodeAscii(fragment) : fragment).replace(/\+/g, '%2B')
}
