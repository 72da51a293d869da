import { CONTACT_FORM } from '@/lib/constants'

// The characters WordPress is_email() accepts in a local part. Dots may lead, trail or repeat.
const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/
// PHP trim()'s default set plus the dot (domain) or the hyphen (label).
const EDGE_DOT = /^[ \t\n\r\0\x0B.]|[ \t\n\r\0\x0B.]$/
const EDGE_HYPHEN = /^[ \t\n\r\0\x0B-]|[ \t\n\r\0\x0B-]$/
const LABEL = /^[a-z0-9-]+$/i

/**
 * A port of WordPress is_email(), which is what CF7's browser validator runs; the checks are in
 * is_email()'s order. Not RFC 5322: quoted local parts, IP literals and Unicode domains fail, while
 * `a..b@x.io` and numeric TLDs pass. (PHP: the real is_email(), filterable by `wpcf7_is_email`.)
 */
export function isEmail(value: string): boolean {
  const text = value.trim()
  if (text.length < CONTACT_FORM.emailMinLength) return false
  const at = text.indexOf('@')
  if (at < 1 || at !== text.lastIndexOf('@')) return false
  const local = text.slice(0, at)
  const domain = text.slice(at + 1)
  if (!LOCAL_PART.test(local)) return false
  if (domain.includes('..') || EDGE_DOT.test(domain)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  return labels.every((label) => !EDGE_HYPHEN.test(label) && LABEL.test(label))
}
