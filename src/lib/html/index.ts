/**
 * HTML text: the one escaper (escapeHtml) and WordPress's esc_html that leaves references as
 * written (escHtml). Pure; every subsystem that writes HTML by hand imports them from here.
 * Decoding (decodeHtmlEntities) is imported from its own file, never through here: its tables of
 * every HTML5 name, and the Buffer polyfill they bring into a browser bundle, weigh 30 KB gzip,
 * which the cookie banner's texts (escaped here) once carried onto every page.
 */
export { escapeHtml } from './escapeHtml'
export { escHtml, escTextarea } from './escHtml'
