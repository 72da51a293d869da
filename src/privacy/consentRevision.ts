import type { CookieDeclaration } from './consentTypes'

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/**
 * The banner's version (the library's `revision`): a 32-bit FNV-1a hash of the declared
 * category:name pairs, so that the banner asks every visitor again when a cookie or a category
 * is added, removed or moved, and not when only a purpose or a duration is reworded. The pairs
 * are sorted and deduplicated, so reordering the rows in the admin changes nothing. The top bit
 * is dropped: the proof of consent stores the version as a 32-bit signed integer.
 */
export function consentRevision(declarations: readonly Pick<CookieDeclaration, 'category' | 'name'>[]): number {
  const pairs = [...new Set(declarations.map((d) => `${d.category}:${d.name.trim()}`))].sort()
  let hash = FNV_OFFSET
  const text = pairs.join('\n')
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    // Math.imul multiplies modulo 2^32, as FNV needs; a plain * would lose bits past 2^53.
    hash = Math.imul(hash, FNV_PRIME)
  }
  return hash >>> 1
}
