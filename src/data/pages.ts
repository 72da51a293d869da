import 'server-only'

import { cache } from 'react'

import type { Page } from '@/payload-types'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'
import { linkTagsIn } from '@/revalidation/linkTagsIn'

import { payloadClient } from '@/db/payloadClient'

/**
 * Marks the render with what a page draws: the page, its photos, and the pages and articles its
 * buttons and links lead to. Not found, the address waits for a page to be published at it.
 */
async function tagged(page: Page | null): Promise<Page | null> {
  await tagRender(...(page ? [cacheTags.page(page.id), cacheTags.media, ...linkTagsIn(page.layout)] : [cacheTags.pages]))
  return page
}

/**
 * A page by its full path ("sesiones-de-fotos/retrato"). The public sees only published pages;
 * an editor in draft mode sees the latest draft.
 */
export const getPageByPath = cache(async (path: string, draft = false): Promise<Page | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: draft ? { path: { equals: path } } : { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
    draft,
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  return tagged(result.docs[0] ?? null)
})

/** A page by its id (the front page): published, or in an editor's preview its latest draft. */
export const getPageById = cache(async (id: number, draft = false): Promise<Page | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: draft ? { id: { equals: id } } : { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    draft,
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  return tagged(result.docs[0] ?? null)
})

/** Every published page's path and update time, for prerendering and the sitemap. */
export async function listPagePaths(): Promise<{ id: number; path: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  await tagRender(cacheTags.pages)
  const result = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { path: true, updatedAt: true },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.filter((d) => d.path).map((d) => ({ id: d.id, path: d.path!, updatedAt: d.updatedAt }))
}
