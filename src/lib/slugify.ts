/**
 * Turns a Spanish title into a WordPress-style slug: lower case, accents folded ("Sesión" → "sesion"),
 * anything else than letters and digits collapsed into single hyphens.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190)
}
