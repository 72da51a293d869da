import { escapeHtml } from './escapeHtml'

// An `&` that does not already start a character reference.
const BARE_AMPERSAND = /&(?!#[0-9]+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi

/**
 * WordPress's esc_html and esc_attr: `< > " '` become references and so does `&`, unless it already
 * starts one, so that `Fish &amp; Chips` written in a template shows as "Fish & Chips" as in CF7.
 * A reference can never close an attribute or open a tag, so this is as safe as full escaping.
 */
export function escHtml(text: string): string {
  return text
    .replace(BARE_AMPERSAND, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
}

/** WordPress's esc_textarea: everything escaped, `&` included, so a textarea shows exactly its value. */
export function escTextarea(text: string): string {
  return escapeHtml(text)
}
