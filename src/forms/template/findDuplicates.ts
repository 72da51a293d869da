import { OPTION_PATTERNS, getOption } from './tagOptions'
import { quoteTag, type TemplateProblem } from './templateProblem'
import type { FormTag } from './types'

/**
 * Finds names and ids used by more than one tag. Several checkbox groups (or several radio groups)
 * may share a name on purpose, as CF7 treats them as one field; any other repeat is an error.
 */
export function findDuplicates(tags: readonly FormTag[]): TemplateProblem[] {
  const problems: TemplateProblem[] = []
  const byName = new Map<string, FormTag>()
  const byId = new Map<string, FormTag>()
  for (const tag of tags) {
    const t = quoteTag(tag.source)
    // A counter takes the name of the field it counts, so its name is no repeat.
    const named = tag.name !== '' && tag.basetype !== 'count'
    const first = named ? byName.get(tag.name) : undefined
    const sharedGroup = first?.basetype === tag.basetype && (tag.basetype === 'checkbox' || tag.basetype === 'radio')
    if (first !== undefined && !sharedGroup) {
      problems.push({
        code: 'duplicate-name',
        message: `La etiqueta ${t} usa el nombre «${tag.name}», que ya tiene ${quoteTag(first.source)}; cada campo necesita un nombre distinto.`,
        tag: tag.source,
        index: tag.index,
      })
    } else if (first === undefined && named) {
      byName.set(tag.name, tag)
    }

    const id = getOption(tag, 'id', OPTION_PATTERNS.id)
    const withId = id === undefined ? undefined : byId.get(id)
    if (id !== undefined && withId !== undefined) {
      problems.push({
        code: 'duplicate-id',
        message: `La etiqueta ${t} repite el id «${id}», que ya lleva ${quoteTag(withId.source)}; el id de cada etiqueta debe ser único y el repetido se ignorará.`,
        tag: tag.source,
        index: tag.index,
      })
    } else if (id !== undefined) {
      byId.set(id, tag)
    }
  }
  return problems
}
