/** Longest anchor an editor may type: an id is part of an address people share. */
export const ANCHOR_ID_MAX = 64

// Ids the site's own markup gives (the header, the comments and their form, the contact forms,
// the widgets' regions): an anchor of the same name would send its links there, or theirs here.
const RESERVED = new Set([
  'content',
  'masthead',
  'primary-menu',
  'respond',
  'comments',
  'comments-title',
  'reply-title',
  'commentform',
  'cancel-comment-reply-link',
  'author',
  'email',
  'url',
  'comment',
  'submit',
  'email-notes',
  'revela-config',
])
const RESERVED_PREFIXES = [
  'post-',
  'pago-',
  'tabs-',
  'compartir-',
  'e-loop-',
  'comment-',
  'div-comment-',
  'wpcf7-',
  'wp-',
  'cc-',
  'yarl',
]

/**
 * What is wrong with an anchor an editor typed for `#ancla` links (a section's or a tab's), in
 * Spanish, or null when it is fine. A letter first, then letters, digits, hyphens or underscores:
 * an id that needs no escaping in an address, a CSS selector or a WordPress-style link; and none
 * the site's own markup uses.
 */
export function anchorIdProblem(value: string): string | null {
  if (value.length > ANCHOR_ID_MAX) return `El ancla admite como mucho ${ANCHOR_ID_MAX} caracteres.`
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(value))
    return 'El ancla empieza por una letra y solo admite letras sin tilde, números, guiones y guiones bajos (p. ej. familia).'
  const lower = value.toLowerCase()
  if (RESERVED.has(lower) || RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix)))
    return `El sitio ya usa «${value}» en sus páginas; elige otra ancla (p. ej. precios).`
  return null
}
