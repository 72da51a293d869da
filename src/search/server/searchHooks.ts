import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { indexDocument, unindexDocument, type SearchedCollection } from './searchIndex'

/**
 * Keeps a collection's entries in the site search current: after each save (publish, unpublish, a
 * draft, which leaves the published words) and after a delete. A failure is logged and does not
 * undo the editor's change: the next search reindexes what is out of date (searchIndex.reconcile).
 */
export function searchIndexHooks(kind: SearchedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      try {
        await indexDocument(req.payload, kind, doc.id as number, req)
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Índice de búsqueda: no se pudo actualizar ${kind} ${doc.id}` })
      }
      return doc
    },
    afterDelete: async ({ id, req }) => {
      try {
        await unindexDocument(req.payload, kind, Number(id), req)
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `Índice de búsqueda: no se pudo quitar ${kind} ${id}` })
      }
    },
  }
}
