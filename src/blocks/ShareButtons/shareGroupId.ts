/**
 * A stable element id for a group of share buttons drawn without one (the article template), from
 * what it shares: the same markup on every render, and different ids for different groups.
 */
export function shareGroupId(url: string, networks: readonly string[]): string {
  // FNV-1a, 32 bits: short, deterministic, and plenty for the few groups a page holds.
  let hash = 0x811c9dc5
  for (const char of `${url}|${networks.join(',')}`) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `compartir-${hash.toString(36)}`
}
