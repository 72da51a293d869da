import { CONTACT_FORM } from '@/lib/constants'

/**
 * The phone number as CF7 checks it: the extension (from the first `#` or `*`) cut off, separators
 * `( ) / . * #`, `-` and whitespace removed, and an international prefix (`+` or `00`, repeated or
 * not) rewritten to a single `+`. JS `\s` is used, as in the browser: tabs, NBSP and U+3000 count.
 */
export function normalizeTel(value: string): string {
  const withoutExtension = value.trim().split(/[#*]/)[0] ?? ''
  const compact = withoutExtension.replace(/[()/.*#\s-]+/g, '')
  return /^(?:\+|00)/.test(compact) ? '+' + compact.replace(/^[+0]+/, '') : compact
}

/** 6–15 characters after normalising, the `+` included, and only ASCII digits after it. */
export function isTel(value: string): boolean {
  const normalized = normalizeTel(value)
  return (
    /^\+?[0-9]+$/.test(normalized) &&
    normalized.length >= CONTACT_FORM.telMinLength &&
    normalized.length <= CONTACT_FORM.telMaxLength
  )
}
