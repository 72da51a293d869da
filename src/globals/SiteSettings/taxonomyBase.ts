import { TAXONOMY_BASE } from '@/addresses/legacyTaxonomyPath'

/** First segments the site's own routes answer: an old base cannot be one of them. */
const RESERVED_BASES = ['category', 'tag', 'blog', 'feed', 'page', 'admin', 'api', 'wp-json', 'wp-admin', 'wp-content']

/** A WordPress permalink base: one lowercase segment, not one Revela's own addresses use. */
export function taxonomyBase(value: unknown): true | string {
  if (value == null || value === '') return true
  const base = String(value)
  if (!TAXONOMY_BASE.test(base))
    return 'Escribe solo la base, sin barras: letras minúsculas, números y guiones (p. ej. categoria).'
  if (RESERVED_BASES.includes(base))
    return `«${base}» ya es una dirección de Revela: déjalo vacío si era la base de WordPress.`
  return true
}
