import 'server-only'

import { cache } from 'react'

import { payloadClient } from './payload'

type Collection = 'posts' | 'pages' | 'media' | 'forms' | 'comments'

/**
 * The Revela id an old WordPress link's id stands for (`/?p=`, `/?page_id=`, `?attachment_id=`):
 * an imported item keeps its WordPress id in `wordpressId`, and its own id may differ (an import
 * into a site in use never takes a row of the studio's); it answers first, in whatever state, so a
 * WordPress draft's id never leads to the studio's article that happens to have that id. With no
 * imported item of that id (content made in Revela, imports made before the field), the id itself.
 * `imported` says which: WordPress's posts and pages share one id space, so an imported item of
 * either kind with that id is the only answer.
 */
export const revelaIdOf = cache(async (collection: Collection, wordpressId: number): Promise<{ id: number; imported: boolean }> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    where: { wordpressId: { equals: wordpressId } },
    select: {},
    depth: 0,
    limit: 1,
    pagination: false,
    draft: collection === 'posts' || collection === 'pages',
    overrideAccess: true,
  })
  const doc = found.docs[0]
  return doc ? { id: Number(doc.id), imported: true } : { id: wordpressId, imported: false }
})
