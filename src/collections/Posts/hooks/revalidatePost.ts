import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { commentPagePaths } from '@/hooks/commentPagePaths'
import { revalidateContent } from '@/hooks/revalidate'

import { loopPagePaths } from './loopPagePaths'
import { revalidateLoopData } from './revalidateLoopData'

type PostLike = { id: number; slug?: string | null; legacyPath?: string | null; _status?: string | null }

/** The article's address, its comment pages and its comment feed: all of them show the article. */
const pathsOf = async (req: PayloadRequest, post: PostLike) => {
  const path = post.legacyPath || post.slug || ''
  return [...(post.legacyPath ? [`/${post.slug}/`] : []), `/${path}/`, ...(await commentPagePaths(req, post.id, path))]
}

const isSet = (flag: unknown) => flag === true || flag === 'true'

/**
 * Whether a save left the published article as it was: a draft saved or autosaved over it (the
 * admin autosaves every 0.8 s while an editor types). The admin asks for those with `?draft=true`
 * (and `&autosave=true`), which Payload leaves in req.query and does not pass to the hook, and
 * writes them as versions only. They must be told apart here because previousDoc is the latest
 * version, so the first draft after publishing looks like a withdrawal (published → draft); a real
 * withdrawal (Unpublish) is sent without the flag. A local-API draft save carries no query and is
 * treated as a change, which costs a re-render and never leaves a page stale.
 */
const isDraftSave = (req: PayloadRequest, doc: PostLike) => doc._status !== 'published' && (isSet(req.query?.draft) || isSet(req.query?.autosave))

/**
 * Re-renders an article and the lists that show it (the blog, categories, feed and the pages
 * holding a posts loop) when it is published, changed or withdrawn; drafts change none of them.
 */
export const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (context?.disableRevalidate || isDraftSave(req, doc)) return doc
  const paths: string[] = []
  if (doc._status === 'published') paths.push(...(await pathsOf(req, doc)))
  if (previousDoc?._status === 'published' && (previousDoc.slug !== doc.slug || previousDoc.legacyPath !== doc.legacyPath || doc._status !== 'published')) {
    paths.push(...(await pathsOf(req, previousDoc)))
  }
  if (paths.length) {
    revalidateLoopData(context)
    revalidateContent([...paths, ...(await loopPagePaths(req))], context)
  }
  return doc
}

export const revalidatePostDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  if (context?.disableRevalidate) return doc
  revalidateLoopData(context)
  revalidateContent([...(await pathsOf(req, doc)), ...(await loopPagePaths(req))], context)
  return doc
}
