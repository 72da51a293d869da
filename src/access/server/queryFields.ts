import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'

import type { QueryField, ResolveField } from '../core/queryField'

type Fields = readonly FlattenedField[]

/** What a query may ask of one field (see core/queryField). */
function kindOf(field: FlattenedField): QueryField {
  switch (field.type) {
    case 'relationship':
    case 'upload':
      // A relation to several collections (none in a collection today) takes its plain id too; a
      // {relationTo, value} operand is refused as not one value.
      return { kind: 'integer', hasMany: Boolean(field.hasMany) }
    case 'number':
      return { kind: 'number', hasMany: Boolean(field.hasMany) }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'text':
    case 'select':
      return { kind: 'text', hasMany: Boolean(field.hasMany) }
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
      return { kind: 'text' }
    case 'richText':
    case 'json':
      return { kind: 'document' }
    default:
      return { kind: 'unqueryable' }
  }
}

/**
 * A collection's fields and, beside them, those of its versions (Payload's `_v` tables: the document
 * under `version`, its `parent`, `latest`, `autosave`): the hook cannot tell a read of versions from
 * a read of documents (Payload names both «read»), and the names do not collide but for `parent`,
 * which is a relation either way.
 */
function withVersionFields(fields: Fields, slug: string): Fields {
  const extra = [
    { name: 'parent', type: 'relationship', relationTo: slug },
    { name: 'version', type: 'group', flattenedFields: fields },
    { name: 'latest', type: 'checkbox' },
    { name: 'autosave', type: 'checkbox' },
  ] as unknown as FlattenedField[]
  return [...fields, ...extra.filter((field) => !fields.some((f) => f.name === field.name))]
}

/**
 * The resolver of a collection's query paths (and its versions'), from Payload's configuration:
 * a dotted path walks into groups, named tabs and arrays, and through a single relation into the
 * related collection's fields, as Payload's own query does; `id` is the integer id everywhere. A
 * path that ends inside blocks is unqueryable (the adapter failed on it with a 500).
 */
export function queryFields(payload: Payload, collection: SanitizedCollectionConfig): ResolveField {
  const known = resolvers.get(collection)
  if (known) return known
  const resolve = resolverOf(payload, collection)
  resolvers.set(collection, resolve)
  return resolve
}

/** One resolver per collection's configuration, which lives as long as the process. */
const resolvers = new WeakMap<SanitizedCollectionConfig, ResolveField>()

function resolverOf(payload: Payload, collection: SanitizedCollectionConfig): ResolveField {
  const root = collection.versions
    ? withVersionFields(collection.flattenedFields, collection.slug)
    : collection.flattenedFields
  return (path) => {
    let fields: Fields | undefined = root
    const segments = path.split('.')
    for (const [i, segment] of segments.entries()) {
      if (!fields) return undefined
      const last = i === segments.length - 1
      if (segment === 'id' && !fields.some((f) => f.name === 'id')) return last ? { kind: 'integer' } : undefined
      const field: FlattenedField | undefined = fields.find((f) => f.name === segment)
      if (!field) return undefined
      if (last) return kindOf(field)
      switch (field.type) {
        case 'group':
        case 'tab':
        case 'array':
          fields = field.flattenedFields
          break
        case 'relationship':
        case 'upload':
          fields =
            typeof field.relationTo === 'string'
              ? payload.collections[field.relationTo]?.config.flattenedFields
              : undefined
          break
        case 'blocks':
          return { kind: 'unqueryable' }
        default:
          return undefined
      }
    }
    return undefined
  }
}
