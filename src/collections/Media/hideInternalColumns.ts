import type { Field, Plugin } from 'payload'

/**
 * What the library's «Columnas» and «Filtros» offer (in the list and in the photo picker): the
 * photo, its texts and its camera data. Everything else is bookkeeping no editor needs — the web
 * sizes, addresses, MIME type, storage keys, WordPress's old names and ids, the rename's memory.
 */
const LIBRARY_COLUMNS = new Set([
  'filename',
  'alt',
  'title',
  'description',
  'folder',
  'takenAt',
  'camera',
  'lens',
  'exposure',
  'keywords',
  'width',
  'height',
  'filesize',
  'createdAt',
  'updatedAt',
])

const OFF = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

/** Payload's own upload fields, added after the plugins run: declared here so that its merge keeps the flags. */
const BASE_UPLOAD_FIELDS: Field[] = ['mimeType', 'thumbnailURL'].map((name) => ({
  name,
  type: 'text',
  admin: { hidden: true, readOnly: true },
}))

function hide(field: Field): Field {
  const hidden = { ...field, admin: { ...field.admin, ...OFF } } as Field
  return 'fields' in hidden && Array.isArray(hidden.fields)
    ? ({ ...hidden, fields: hidden.fields.map(hide) } as Field)
    : hidden
}

function offer(field: Field): Field {
  if ('name' in field && field.name) return LIBRARY_COLUMNS.has(field.name) ? field : hide(field)
  // Rows and collapsibles lay out fields without naming them: their fields are judged one by one.
  return 'fields' in field && Array.isArray(field.fields)
    ? ({ ...field, fields: field.fields.map(offer) } as Field)
    : field
}

/** Runs after the storage plugin, which adds its own fields (prefix, _objectKey, the sizes' URLs). */
export const hideInternalColumns =
  (slug: string): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      if (collection.slug !== slug) return collection
      const named = new Set(collection.fields.flatMap((f) => ('name' in f ? [f.name] : [])))
      return {
        ...collection,
        fields: [...collection.fields, ...BASE_UPLOAD_FIELDS.filter((f) => 'name' in f && !named.has(f.name))].map(
          offer,
        ),
      }
    }),
  })
