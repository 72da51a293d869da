import type { CollectionBeforeChangeHook } from 'payload'

import { fieldError } from '@/fields/fieldError'
import { OWN_PARENT } from '@/lib/fieldMessages'

/**
 * Stores a page's full path ("sesiones-de-fotos/retrato") so that a nested URL resolves with one
 * indexed lookup instead of walking up the parents on every request.
 */
export const computePath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const parentId = data.parent ?? originalDoc?.parent
  const slug = data.slug ?? originalDoc?.slug
  if (!parentId) {
    data.path = slug
    return data
  }
  const id = typeof parentId === 'object' ? parentId.id : parentId
  // The parent field's own check says so first; this guards writes that skip validation (drafts).
  if (originalDoc?.id && id === originalDoc.id) throw fieldError(req, 'parent', OWN_PARENT, { collection: 'pages' })
  const parent = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
  })
  data.path = `${parent.path ?? parent.slug}/${slug}`
  return data
}
