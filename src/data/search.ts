import 'server-only'

import { POSTS_PER_PAGE } from '@/lib/constants'
import { pagePermalink, postPermalink } from '@/lib/permalink'
import { articleText } from '@/lib/seo'
import { searchDocuments } from '@/search/server/searchIndex'

import { getHomePageId } from './globals'
import { payloadClient } from '@/db/payloadClient'

/** One result of the site search, as the results page lists it. */
export type SearchResult = { key: string; kind: 'posts' | 'pages'; title: string; href: string; date: string | null; excerpt: string }

/**
 * One page of the site search's results for a visitor's words: published articles and pages, best
 * first, and how many pages of them there are. Never cached: it depends on the words.
 */
export async function searchSite(query: string, page: number): Promise<{ results: SearchResult[]; total: number; totalPages: number }> {
  const payload = await payloadClient()
  const { hits, total } = await searchDocuments(payload, query, page, POSTS_PER_PAGE)
  const ids = (kind: 'posts' | 'pages') => hits.filter((h) => h.kind === kind).map((h) => h.id)
  const published = { _status: { equals: 'published' } } as const
  const [posts, pages, homeId] = await Promise.all([
    ids('posts').length
      ? payload.find({ collection: 'posts', where: { and: [{ id: { in: ids('posts') } }, published] }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
      : null,
    ids('pages').length
      ? payload.find({ collection: 'pages', where: { and: [{ id: { in: ids('pages') } }, published] }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
      : null,
    getHomePageId(),
  ])
  const results: SearchResult[] = []
  for (const hit of hits) {
    if (hit.kind === 'posts') {
      const post = posts?.docs.find((d) => d.id === hit.id)
      if (post) results.push({ key: `post-${post.id}`, kind: 'posts', title: post.title, href: postPermalink(post), date: post.publishedAt ?? null, excerpt: post.excerpt || articleText(post, 200) })
    } else {
      const doc = pages?.docs.find((d) => d.id === hit.id)
      if (doc)
        results.push({
          key: `page-${doc.id}`,
          kind: 'pages',
          title: doc.title,
          href: pagePermalink(doc, homeId, doc.id),
          date: null,
          excerpt: doc.meta?.description || articleText(doc, 200),
        })
    }
  }
  return { results, total, totalPages: Math.ceil(total / POSTS_PER_PAGE) }
}
