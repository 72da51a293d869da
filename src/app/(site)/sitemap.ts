import type { MetadataRoute } from 'next'

import { getHomePageId } from '@/data/globals'
import { listPagePaths } from '@/data/pages'
import { listCategories, listPostSlugs } from '@/data/posts'
import { env } from '@/env'
import { absoluteUrl, categoryPermalink, pagePermalink, postPermalink } from '@/lib/permalink'

export const revalidate = false

/** /sitemap.xml: the front page, every published page and article, the blog and its categories. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().siteUrl
  const [homeId, pages, posts, categories] = await Promise.all([
    getHomePageId(),
    listPagePaths(),
    listPostSlugs(),
    listCategories(),
  ])
  const url = (path: string) => absoluteUrl(siteUrl, path)
  const pageEntries = pages
    .filter((p) => p.id !== homeId)
    .map((p) => ({ url: url(pagePermalink(p)), lastModified: p.updatedAt }))
  return [
    { url: url('/'), changeFrequency: 'weekly', priority: 1 },
    { url: url('/blog/'), changeFrequency: 'weekly' },
    ...pageEntries,
    ...posts.map((p) => ({ url: url(postPermalink(p)), lastModified: p.updatedAt })),
    ...categories.map((c) => ({ url: url(categoryPermalink(c)) })),
  ]
}
