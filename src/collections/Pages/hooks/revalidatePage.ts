import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { forgetFrontPagePath } from '@/globals/SiteSettings/frontPagePath'
import { cacheTags } from '@/revalidation/cacheTags'
import { isDraftSave } from '@/revalidation/isDraftSave'
import { revalidateTags } from '@/revalidation/revalidateTags'

type PageLike = { id: number; path?: string | null; _status?: string | null }

const live = (page: PageLike | undefined) => page?._status === 'published'

/**
 * A page published, changed while published, or withdrawn: its own render, the sitemap, and every
 * address that found no page (it may answer now). The menu, the footer and the pages that lead to
 * it are drawn again when its address appears, changes or goes (a child's address moves with its
 * parent's: updateChildPaths saves each child, whose own hook runs). Drafts saved over it change
 * nothing public (revalidation/isDraftSave).
 */
export const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, context, req }) => {
  // The front page's own address may have moved (the proxy sends it to /).
  forgetFrontPagePath(req.payload)
  if (isDraftSave(req, doc) || (!live(doc) && !live(previousDoc))) return doc
  const tags = [cacheTags.page(doc.id), cacheTags.pages]
  if (live(doc) !== live(previousDoc) || previousDoc?.path !== doc.path) tags.push(cacheTags.link('pages', doc.id))
  revalidateTags(tags, context)
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook = ({ doc, context, req }) => {
  forgetFrontPagePath(req.payload)
  revalidateTags([cacheTags.page(doc.id), cacheTags.pages, cacheTags.link('pages', doc.id)], context)
  return doc
}
