import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { loopPagePaths } from '@/collections/Posts/hooks/loopPagePaths'
import { revalidateLoopData } from '@/collections/Posts/hooks/revalidateLoopData'
import { revalidateContent } from '@/revalidation/revalidate'

type CategoryLike = { name?: string | null; slug?: string | null }

const pathOf = (category: CategoryLike) => `/category/${category.slug}/`

/**
 * Re-renders a category's page and the lists, and forgets what the posts loops keep of categories.
 * A new name or slug also re-renders the pages holding a posts loop: their cards name and link
 * each post's categories, and their filter lists them. A new category has no posts, and a new
 * description is not shown in a loop, so neither reaches them.
 */
export const revalidateCategory: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, context, req }) => {
  if (context?.disableRevalidate) return doc
  const paths = [pathOf(doc)]
  if (previousDoc?.slug && previousDoc.slug !== doc.slug) paths.push(pathOf(previousDoc))
  const shownInLoops = operation === 'update' && (previousDoc?.name !== doc.name || previousDoc?.slug !== doc.slug)
  revalidateLoopData(context)
  revalidateContent(shownInLoops ? [...paths, ...(await loopPagePaths(req))] : paths, context)
  return doc
}

/** A deleted category leaves its posts' cards and the loops' filters: the same pages re-render. */
export const revalidateCategoryDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  if (context?.disableRevalidate) return doc
  revalidateLoopData(context)
  revalidateContent([pathOf(doc), ...(await loopPagePaths(req))], context)
  return doc
}
