import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { commentPagePaths } from '@/revalidation/commentPagePaths'
import { isDraftSave } from '@/revalidation/isDraftSave'
import { revalidateContent, revalidateEverything } from '@/revalidation/revalidate'
import { menusLinkTo } from '@/references/server/menusLinkTo'

import { loopPagePaths } from './loopPagePaths'
import { revalidateLoopData } from './revalidateLoopData'

type PostLike = { id: number; slug?: string | null; legacyPath?: string | null; _status?: string | null }

/** The article's address, its comment pages and its comment feed: all of them show the article. */
const pathsOf = async (req: PayloadRequest, post: PostLike) => {
  const path = post.legacyPath || post.slug || ''
  return [...(post.legacyPath ? [`/${post.slug}/`] : []), `/${path}/`, ...(await commentPagePaths(req, post.id, path))]
}

/**
 * Re-renders an article and the lists that show it (the blog, categories, feed and the pages
 * holding a posts loop) when it is published, changed or withdrawn; drafts change none of them.
 */
export const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (context?.disableRevalidate || isDraftSave(req, doc)) return doc
  const paths: string[] = []
  if (doc._status === 'published') paths.push(...(await pathsOf(req, doc)))
  if (
    previousDoc?._status === 'published' &&
    (previousDoc.slug !== doc.slug || previousDoc.legacyPath !== doc.legacyPath || doc._status !== 'published')
  ) {
    paths.push(...(await pathsOf(req, previousDoc)))
  }
  if (paths.length) {
    revalidateLoopData(context)
    revalidateContent([...paths, ...(await loopPagePaths(req))], context)
  }
  // The menu and the footer, on every page, lead to it: redrawn when its address appears, changes or goes.
  const wasLive = previousDoc?._status === 'published'
  const isLive = doc._status === 'published'
  const addressMoved =
    wasLive !== isLive || (isLive && (previousDoc?.slug !== doc.slug || previousDoc?.legacyPath !== doc.legacyPath))
  if (addressMoved && (await menusLinkTo(req, 'posts', doc.id))) revalidateEverything(context)
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  if (context?.disableRevalidate) return doc
  revalidateLoopData(context)
  revalidateContent([...(await pathsOf(req, doc)), ...(await loopPagePaths(req))], context)
  return doc
}
