/**
 * Escapes text for HTML content and attribute values. Kept by hand, not the `entities` package's
 * escapeUTF8: this is WordPress's htmlspecialchars(ENT_QUOTES) byte for byte (`'` as `&#039;`,
 * where the package writes `&#39;`), so the markup drawn here is the markup WordPress and Contact
 * Form 7 write. (escHtml, WordPress's esc_html, is kept by hand for the same reason.)
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
}
