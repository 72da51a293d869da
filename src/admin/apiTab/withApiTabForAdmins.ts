import type { CollectionConfig, DocumentTabCondition, GlobalConfig } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'

/** Shown to administrators only: an editor never needs a document's raw JSON. */
const forAdmins: DocumentTabCondition = ({ req }) => userIsAdmin(req.user as Parameters<typeof userIsAdmin>[0])

/**
 * The collection or global with its edit view's «API» tab (the document as JSON, the REST address)
 * shown only to administrators. Payload's own switch (admin.hideAPIURL) hides it from everyone.
 */
export const withApiTabForAdmins = <T extends CollectionConfig | GlobalConfig>(config: T): T => {
  const views = config.admin?.components?.views
  const edit = views?.edit
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: { ...views, edit: { ...edit, api: { ...edit?.api, tab: { ...edit?.api?.tab, condition: forAdmins } } } },
      },
    },
  } as T
}
