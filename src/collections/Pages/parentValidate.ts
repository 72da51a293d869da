import type { PayloadRequest, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'

import { relationId } from '@/fields/pageAddress'
import { OWN_PARENT, PARENT_MISSING, parentInsideChild } from '@/lib/fieldMessages'

/** Deeper than any menu goes; a longer chain of parents can only be a loop left by old data. */
const MAX_DEPTH = 32

/**
 * A page's parent may be neither the page itself nor one of the pages under it: the two would
 * contain each other and their addresses would grow without end. Reported on the field, saying
 * which page it is, as the owner picks it (Payload validates the form on the server as it changes).
 */
export const parentValidate: RelationshipFieldSingleValidation = async (value, options) => {
  const parentId = relationId(value)
  const { id, req } = options
  if (parentId != null && id != null && String(parentId) === String(id)) return OWN_PARENT
  const base = await relationship(value as never, options as never)
  if (base !== true) return base
  if (parentId == null || !req?.payload) return true
  return (await loopThrough(parentId, id, req)) ?? true
}

/** Walks up from the chosen parent; a message when it reaches this page or a parent that is gone. */
async function loopThrough(
  parentId: number | string,
  selfId: number | string | undefined,
  req: PayloadRequest,
): Promise<string | null> {
  let current: number | string | null = parentId
  let chosenTitle: string | null = null
  for (let depth = 0; current != null && depth < MAX_DEPTH; depth++) {
    const found = await req.payload.find({
      collection: 'pages',
      where: { id: { equals: current } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const page = found.docs[0]
    if (!page) return depth === 0 ? PARENT_MISSING : null
    chosenTitle ??= page.title
    const up = relationId(page.parent)
    if (selfId != null && up != null && String(up) === String(selfId)) return parentInsideChild(chosenTitle)
    current = up
  }
  return null
}
