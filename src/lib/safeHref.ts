/**
 * Whether a link may be put in an `href` on the site: a path or fragment of the site, or an
 * absolute http(s), mailto or tel address. `javascript:`, `data:`, `vbscript:` and any other
 * scheme are refused, however they are disguised: browsers drop tabs and newlines anywhere in a
 * URL and control characters and spaces around it before reading its scheme, so this does too.
 */
export function isSafeHref(value: string): boolean {
  const href = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === undefined) return !href.startsWith('\\')
  return SAFE_SCHEMES.has(scheme)
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** The same rule as a Payload field's `validate`, with the editor's message in Spanish. */
export const validateHref = (value: unknown): true | string =>
  typeof value !== 'string' || value.trim() === '' || isSafeHref(value)
    ? true
    : 'Escribe una dirección que empiece por https://, mailto: o tel:, o una del sitio como /contacto/.'
