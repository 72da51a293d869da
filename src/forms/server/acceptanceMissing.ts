import type { FormTag } from '@/forms/template/types'

/**
 * CF7's acceptance check: every non-optional `[acceptance]` must be checked, or unchecked when it is
 * `invert`. Returns the names of the unmet ones.
 */
export function unmetAcceptances(tags: readonly FormTag[], posted: ReadonlyMap<string, string[]>): string[] {
  return tags
    .filter((tag) => tag.basetype === 'acceptance' && tag.name !== '' && !tag.options.includes('optional'))
    .filter((tag) => {
      const checked = (posted.get(tag.name) ?? []).some((v) => v.trim() !== '')
      return tag.options.includes('invert') ? checked : !checked
    })
    .map((tag) => tag.name)
}
