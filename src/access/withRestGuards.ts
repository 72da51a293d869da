import type { CollectionConfig } from 'payload'

import { capAnonymousReads } from './capAnonymousReads'
import { refuseBadQueries } from './refuseBadQueries'

/**
 * The collection with the guards of its REST operations first among its beforeOperation hooks: the
 * caps on anonymous reads, then the refusal of queries the database would fail on.
 */
export const withRestGuards = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [capAnonymousReads, refuseBadQueries, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
