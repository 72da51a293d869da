import type { Field } from 'payload'

/**
 * Where the document is used, on its edit view (nothing stored): add it to the fields of anything
 * the menu, a button or a link may point at.
 */
export const usesField: Field = {
  name: 'usesNotice',
  type: 'ui',
  // A notice, not data: nothing for the list's columns or filters.
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '@/references/admin/UsesNotice.client#UsesNotice' },
  },
}
