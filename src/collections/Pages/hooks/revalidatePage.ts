import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { forgetFrontPagePath } from '@/globals/SiteSettings/frontPagePath'
import { isDraftSave } from '@/revalidation/isDraftSave'
import { revalidateContent, revalidateEverything } from '@/revalidation/revalidate'
import { menusLinkTo } from '@/references/server/menusLinkTo'

type PageLike = { path?: string | null; _status?: string | null }

const urlOf = (page: PageLike) => `/${page.path}/`

/**
 * Re-renders a page when it is published, changed while published, or withdrawn; and every page
 * when its address appears, changes or goes while the menu or the footer leads to it (a draft saved
 * over the published page changes no address: hooks/isDraftSave).
 */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  // The front page's own address may have moved (the proxy sends it to /).
  forgetFrontPagePath(req.payload)
  const paths: string[] = []
  if (doc._status === 'published') paths.push(urlOf(doc))
  if (previousDoc?._status === 'published' && previousDoc.path !== doc.path) paths.push(urlOf(previousDoc))
  if (previousDoc?._status === 'published' && doc._status !== 'published') paths.push(urlOf(previousDoc))
  if (paths.length) revalidateContent(paths, context)

  const draftSave = isDraftSave(req, doc)
  const wasLive = previousDoc?._status === 'published'
  const isLive = doc._status === 'published'
  const addressMoved = wasLive !== isLive || (isLive && previousDoc?.path !== doc.path)
  if (addressMoved && !draftSave && !context?.disableRevalidate && (await menusLinkTo(req, 'pages', doc.id)))
    revalidateEverything(context)
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = ({ doc, context, req }) => {
  forgetFrontPagePath(req.payload)
  revalidateContent([urlOf(doc)], context)
  return doc
}
