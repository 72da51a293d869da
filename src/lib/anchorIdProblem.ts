/** Longest anchor an editor may type: an id is part of an address people share. */
export const ANCHOR_ID_MAX = 64

/**
 * What is wrong with an anchor an editor typed for `#ancla` links (a section's or a tab's), in
 * Spanish, or null when it is fine. A letter first, then letters, digits, hyphens or underscores:
 * an id that needs no escaping in an address, a CSS selector or a WordPress-style link.
 */
export function anchorIdProblem(value: string): string | null {
  if (value.length > ANCHOR_ID_MAX) return `El ancla admite como mucho ${ANCHOR_ID_MAX} caracteres.`
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(value)) return 'El ancla empieza por una letra y solo admite letras sin tilde, números, guiones y guiones bajos (p. ej. familia).'
  return null
}
