import type { Field } from 'payload'

/**
 * Where the document is used, on its edit view (nothing stored): add it to the fields of anything
 * the menu, a button or a link may point at.
 */
export const usesField: Field = {
  name: 'usesNotice',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/references/admin/UsesNotice.client#UsesNotice' } },
}
