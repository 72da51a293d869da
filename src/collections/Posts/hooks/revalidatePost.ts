import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateContent } from '@/hooks/revalidate'

type PostLike = { slug?: string | null; _status?: string | null }

const urlOf = (post: PostLike) => `/${post.slug}/`

/** Re-renders an article and the lists that show it when it is published, changed or withdrawn. */
export const revalidatePost: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  const paths: string[] = []
  if (doc._status === 'published') paths.push(urlOf(doc))
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || doc._status !== 'published')) {
    paths.push(urlOf(previousDoc))
  }
  if (paths.length) revalidateContent(paths, context)
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateContent([urlOf(doc)], context)
  return doc
}
