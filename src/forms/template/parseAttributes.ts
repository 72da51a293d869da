/** The characters CF7 allows in an option (a bare word); anything else must be inside quotes. */
export const OPTION_CHARS = '-+*=0-9a-zA-Z:.!?#$&@_/|%'

/**
 * Options first, then quoted values. Whitespace has already been collapsed to single spaces, so a
 * quoted value may follow an option with or without a space, as in CF7.
 */
const ATTRIBUTES = new RegExp(`^([${OPTION_CHARS} ]*?)((?: *"[^"]*"| *'[^']*')*)$`)
const QUOTED = /"[^"]*"|'[^']*'/g
const HTML_TAG = /<[A-Za-z!/?][^>]*>/g

/** Field names: a letter, then letters, digits, `-`, `_`, `:` or `.` (CF7's wpcf7_is_name). */
export const NAME_PATTERN = /^[A-Za-z][-A-Za-z0-9_:.]*$/

export interface Attributes {
  options: string[]
  values: string[]
}

/**
 * CF7 strips HTML tags out of the attribute text and collapses every run of whitespace (NBSP and
 * zero-width spaces included, which visual editors leave behind) before reading it. That is also
 * why a double space inside a quoted value becomes a single one.
 */
export function normalizeAttributes(raw: string): string {
  return raw
    .replace(HTML_TAG, '')
    .replace(/[\s\u200b]+/g, ' ')
    .trim()
}

/** Splits normalized attribute text into options and quoted values; `null` when the syntax is invalid. */
export function parseAttributes(text: string): Attributes | null {
  const match = ATTRIBUTES.exec(text)
  if (!match) return null
  const optionText = (match[1] ?? '').trim()
  const valueText = match[2] ?? ''
  return {
    options: optionText === '' ? [] : optionText.split(' '),
    values: (valueText.match(QUOTED) ?? []).map((quoted) => quoted.slice(1, -1)),
  }
}
