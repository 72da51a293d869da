import { escHtml } from '@/lib/html'

/** An attribute value: `true` writes a boolean attribute, `false`, `null` and `undefined` leave it out. */
export type AttValue = string | number | boolean | null | undefined

const BOOLEAN_ATTRIBUTES = new Set(['checked', 'disabled', 'inert', 'multiple', 'readonly', 'required', 'selected'])
const VALID_NAME = /^[a-z_:][a-z_:.0-9-]*$/

/**
 * CF7's wpcf7_format_atts: attributes in the order given, names lower-cased (invalid ones dropped),
 * values trimmed and escaped, `true` as `name="name"`. An empty string is kept (`value=""`) except
 * on boolean attributes, where it means "off".
 */
export function formatAtts(atts: Readonly<Record<string, AttValue>>): string {
  const out: string[] = []
  for (const [rawName, rawValue] of Object.entries(atts)) {
    const name = rawName.trim().toLowerCase()
    if (!VALID_NAME.test(name)) continue
    const value = BOOLEAN_ATTRIBUTES.has(name) && rawValue === '' ? false : rawValue
    if (value === null || value === undefined || value === false) continue
    const text = value === true ? name : String(value).trim()
    out.push(`${name}="${escHtml(text)}"`)
  }
  return out.join(' ')
}
