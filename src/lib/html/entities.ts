import { decodeHTMLStrict } from 'entities'

/**
 * Decodes HTML character references as an HTML parser does, every named one of HTML5 included
 * (the `entities` package, which htmlparser2 and sanitize-html use too). Only references closed by
 * a semicolon, as PHP's html_entity_decode reads them: a bare `&copy=1` in an address stays as
 * written. Unknown names stay as written; a numeric reference to no character (`&#0;`, a surrogate,
 * beyond U+10FFFF) becomes U+FFFD, and `&#128;`–`&#159;` the Windows-1252 characters, as a browser
 * shows them.
 */
export function decodeHtmlEntities(text: string): string {
  return decodeHTMLStrict(text)
}

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
