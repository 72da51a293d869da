import type { CollectionAfterChangeHook } from 'payload'

/** When a page's path changes, its children (and theirs, through their own hook) follow. */
export const updateChildPaths: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!previousDoc || previousDoc.path === doc.path) return doc
  const children = await req.payload.find({
    collection: 'pages',
    where: { parent: { equals: doc.id } },
    depth: 0,
    limit: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  for (const child of children.docs) {
    await req.payload.update({
      collection: 'pages',
      id: child.id,
      data: { parent: doc.id },
      req,
      overrideAccess: true,
      draft: child._status !== 'published',
    })
  }
  return doc
}
