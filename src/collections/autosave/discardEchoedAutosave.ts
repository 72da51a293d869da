import type { CollectionAfterOperationHook } from 'payload'

import { sameContent } from './core/sameContent'

type StoredVersion = {
  id: number | string
  parent: number | string
  autosave?: boolean
  createdAt: string
  updatedAt: string
  version: Record<string, unknown>
}

/**
 * An autosave that only repeats the published version is not a draft. The admin's autosave can
 * reach the server just after a publish with the very content published (it was sent before, or
 * the editor typed a character and took it back); Payload then stores it as a new draft, and the
 * list reads «Borrador (tiene versión publicada)» over a page with nothing unpublished. Here that
 * version is removed again and the published one is the latest once more, as Payload marks it
 * (`latest`), in the same transaction as the autosave. Any real change stays a draft.
 */
export const discardEchoedAutosave: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  const { autosave, id } = args as { autosave?: boolean; id?: number | string }
  if (operation !== 'updateByID' || !autosave || id == null || !result) return result
  const { docs } = await req.payload.db.findVersions({
    collection: collection.slug,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 2,
    pagination: false,
    req,
  })
  const [draft, before] = docs as unknown as StoredVersion[]
  if (!draft?.autosave || draft.version._status !== 'draft' || before?.version._status !== 'published') return result
  if (!sameContent(draft.version, before.version)) return result
  await req.payload.db.deleteVersions({ collection: collection.slug, where: { id: { equals: draft.id } }, req })
  await req.payload.db.updateVersion({
    collection: collection.slug,
    id: before.id,
    req,
    versionData: {
      createdAt: before.createdAt,
      latest: true,
      parent: before.parent,
      updatedAt: before.updatedAt,
      version: before.version,
    } as never,
  })
  return { ...(result as object), _status: 'published' } as typeof result
}
