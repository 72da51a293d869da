import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { PayloadRequest } from 'payload'

import { commentPagePaths } from '@/hooks/commentPagePaths'
import { revalidateContent } from '@/hooks/revalidate'

type PostLike = { id: number; slug?: string | null; _status?: string | null }

/** The article's address, its comment pages and its comment feed: all of them show the article. */
const pathsOf = async (req: PayloadRequest, post: PostLike) => [`/${post.slug}/`, ...(await commentPagePaths(req, post.id, post.slug ?? ''))]

/** Re-renders an article and the lists that show it when it is published, changed or withdrawn. */
export const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (context?.disableRevalidate) return doc
  const paths: string[] = []
  if (doc._status === 'published') paths.push(...(await pathsOf(req, doc)))
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || doc._status !== 'published')) {
    paths.push(...(await pathsOf(req, previousDoc)))
  }
  if (paths.length) revalidateContent(paths, context)
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  if (!context?.disableRevalidate) revalidateContent(await pathsOf(req, doc), context)
  return doc
}
