import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'
import type { SchemaRule } from './schemaRules'
import { hasOption } from './tagOptions'
import { createRule, type RuleContext } from './tagRules'
import type { FormTag } from './types'

/**
 * One `enum` rule per field name, over the values of every tag with that name (CF7 merges
 * same-named checkbox and radio groups). A field gets no enum when one of its tags has `free_text`
 * (the free text is appended to the value) or `data:` (an external list Revela does not have, so
 * any enum would reject its values).
 */
export function enumRules(tags: readonly FormTag[], context: RuleContext): SchemaRule[] {
  const fields = new Map<string, string[] | null>()
  for (const tag of tags) {
    const open = hasOption(tag, 'free_text') || hasOption(tag, 'data')
    const known = fields.get(tag.name)
    if (open || known === null) fields.set(tag.name, null)
    else fields.set(tag.name, [...(known ?? []), ...tag.values])
  }
  return [...fields].flatMap(([field, values]) => {
    if (values === null) return []
    const accept = [...new Set(values.map(decodeHtmlEntities))].filter((value) => value !== '')
    return [createRule('enum', field, context, { accept })]
  })
}
