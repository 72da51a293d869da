/** A base as WordPress's permalink settings take it: one path segment (`categoria`, `temas`). */
export const TAXONOMY_BASE = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** A base as a studio may type it (`/Categoria/`): without slashes or spaces, in lowercase. */
export const normalizeTaxonomyBase = (value: string): string =>
  value
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()

export type LegacyBases = { categoryBase?: string | null; tagBase?: string | null }

/**
 * Where an archive address of the old WordPress site lives now, when its category or tag base was
 * not WordPress's default: /categoria/retrato/ → /category/retrato/, with its page number
 * (/categoria/retrato/page/2/) and, for a child category (/categoria/sesiones/retrato/), the child's
 * own archive. Null when the address is not one of those.
 */
export function legacyTaxonomyPath(segments: string[], bases: LegacyBases): string | null {
  const [base, ...rest] = segments
  const kind = base && base === bases.categoryBase ? 'category' : base && base === bases.tagBase ? 'tag' : null
  if (!kind || rest.length === 0) return null
  let page = ''
  if (rest.length >= 3 && rest[rest.length - 2] === 'page' && /^[1-9]\d{0,5}$/.test(rest[rest.length - 1]!))
    page = `page/${rest.splice(-2)[1]}/`
  // Tags have no parents: a tag address is one slug; `page` is only ever followed by its number.
  if (rest.length === 0 || (kind === 'tag' && rest.length > 1) || rest.some((s) => !s || s === 'page')) return null
  return `/${kind}/${rest[rest.length - 1]}/${page}`
}
