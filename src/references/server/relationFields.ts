import type { Field, Payload } from 'payload'

import type { RelationFields } from '../core/findUses'

type Mutable = Record<string, { to: string[]; label: string }>

const labelOf = (field: { label?: unknown; name: string }) =>
  typeof field.label === 'string' ? field.label : field.name

function collect(fields: readonly Field[], into: Mutable): void {
  for (const field of fields) {
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const entry = (into[field.name] ??= { to: [], label: labelOf(field) })
      if (!entry.to.includes(field.relationTo)) entry.to.push(field.relationTo)
    }
    if ('fields' in field && Array.isArray(field.fields)) collect(field.fields, into)
    if (field.type === 'tabs') for (const tab of field.tabs) collect(tab.fields, into)
    if (field.type === 'blocks')
      for (const block of field.blocks) if (typeof block !== 'string') collect(block.fields, into)
  }
}

let cached: RelationFields | undefined

/**
 * The single-collection relationship and upload fields of what may point at a document (pages,
 * articles, the menu, the footer, the settings), by name, read from the configuration once.
 */
export function relationFields(payload: Payload): RelationFields {
  if (cached) return cached
  const into: Mutable = {}
  for (const slug of ['pages', 'posts'] as const) collect(payload.collections[slug].config.fields, into)
  for (const global of payload.config.globals) collect(global.fields, into)
  cached = into
  return into
}
