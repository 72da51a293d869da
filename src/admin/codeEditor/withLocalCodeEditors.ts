import type { Field } from 'payload'

const EDITORS = {
  code: '@/admin/codeEditor/LocalCodeField.client#LocalCodeField',
  json: '@/admin/codeEditor/LocalCodeField.client#LocalJsonField',
} as const

function withEditors(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ((field.type === 'code' || field.type === 'json') && !field.admin?.components?.Field && !field.admin?.hidden)
      return {
        ...field,
        admin: { ...field.admin, components: { ...field.admin?.components, Field: EDITORS[field.type] } },
      } as Field
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEditors(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) =>
          typeof block === 'string' ? block : { ...block, fields: withEditors(block.fields) },
        ),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withEditors(field.fields) } as Field
    return field
  })
}

/**
 * The collection or global with every code and JSON field (blocks' included) drawn by the fields of
 * LocalCodeField, which wait for this site's Monaco: Payload's own would fetch it from a CDN.
 */
export const withLocalCodeEditors = <T extends { fields: Field[] }>(config: T): T => ({
  ...config,
  fields: withEditors(config.fields),
})
