import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateContent } from '@/hooks/revalidate'
import { COMMENT_FEED_ROUTE } from '@/lib/commentRoutes'

type PostLike = { slug?: string | null; _status?: string | null }

const urlOf = (post: PostLike) => `/${post.slug}/`
/** The article's own address and its comment feed (the internal route the proxy rewrites to). */
const pathsOf = (post: PostLike) => [urlOf(post), `${COMMENT_FEED_ROUTE}/${post.slug}`]

/** Re-renders an article and the lists that show it when it is published, changed or withdrawn. */
export const revalidatePost: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  const paths: string[] = []
  if (doc._status === 'published') paths.push(...pathsOf(doc))
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || doc._status !== 'published')) {
    paths.push(...pathsOf(previousDoc))
  }
  if (paths.length) revalidateContent(paths, context)
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateContent(pathsOf(doc), context)
  return doc
}
