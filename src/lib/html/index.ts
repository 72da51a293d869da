/**
 * HTML text: the one escaper (escapeHtml), WordPress's esc_html that leaves references as written
 * (escHtml), and entity decoding. Pure; every subsystem that writes HTML by hand imports it from here.
 */
export { decodeHtmlEntities, escapeHtml } from './entities'
export { escHtml, escTextarea } from './escHtml'
