import { slugify } from '@/lib/slugify'

/**
 * The path a page imported from WordPress is stored under, for an address with letters outside
 * a–z (`/greek/εχ-2/`, however its escapes were cased): WordPress kept such a slug percent-encoded
 * in lower case (`%ce%b5%cf%87-2`), and Revela's slug field made that `ce-b5-cf-87-2`. Null when the
 * address is already in that form (nothing else to try).
 */
export function importedSlugPath(segments: string[]): string | null {
  const stored = segments.map((s) => slugify(encodeURIComponent(s).toLowerCase()))
  return stored.some((s, i) => s !== segments[i]) && stored.every(Boolean) ? stored.join('/') : null
}
