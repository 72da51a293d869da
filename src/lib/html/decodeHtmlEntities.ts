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
