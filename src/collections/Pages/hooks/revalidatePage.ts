import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateContent } from '@/hooks/revalidate'

type PageLike = { path?: string | null; _status?: string | null }

const urlOf = (page: PageLike) => `/${page.path}/`

/** Re-renders a page when it is published, changed while published, or withdrawn. */
export const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  const paths: string[] = []
  if (doc._status === 'published') paths.push(urlOf(doc))
  if (previousDoc?._status === 'published' && previousDoc.path !== doc.path) paths.push(urlOf(previousDoc))
  if (previousDoc?._status === 'published' && doc._status !== 'published') paths.push(urlOf(previousDoc))
  if (paths.length) revalidateContent(paths, context)
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateContent([urlOf(doc)], context)
  return doc
}
