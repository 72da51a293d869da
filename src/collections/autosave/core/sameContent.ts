import { isDeepStrictEqual } from 'node:util'

/** What a save stamps on a version by itself, not what the editor wrote. */
const STAMPS = new Set(['updatedAt', 'createdAt', '_status'])

const written = (version: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(version).filter(([key]) => !STAMPS.has(key)))

/**
 * Whether two stored versions of a page or article hold the same content, whatever their status
 * and times: an autosave of what was just published holds nothing new. Both are read from the
 * database the same way, so equal content is equal data (row ids included: a block re-added is
 * a change).
 */
export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return isDeepStrictEqual(written(a), written(b))
}
