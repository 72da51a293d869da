import type { Referable } from './server/usesOf'

/**
 * For a collection's `admin.components.beforeListTable`: its bulk delete's confirmation says which
 * chosen rows are used elsewhere (see ListUsesNotice), as usesField does on the edit view.
 */
export const listUsesNotice = (collectionSlug: Referable) => ({
  path: '@/references/admin/ListUsesNotice.client#ListUsesNotice',
  clientProps: { collectionSlug },
})
