import 'server-only'

import type { PaginatedDocs, Payload, PopulateType, SelectType, Where } from 'payload'

import type { Post } from '@/payload-types'

export interface PostsPageQuery {
  where: Where
  page: number
  limit: number
  /** What each post brings (all of it when left out), and what its relations bring. */
  select?: SelectType
  populate?: PopulateType
}

/**
 * One page of posts, newest first, read in two steps: the page's ids (a sorted scan of one column),
 * then those posts whole. In one query, Payload's SQL computes every matching post's blocks (a
 * subquery per block type and row) before sorting and cutting the page: 2 s for a page of the blog
 * on 5,000 articles with SQLite, against a few milliseconds this way.
 */
export async function findPostsPage(payload: Payload, query: PostsPageQuery): Promise<PaginatedDocs<Post>> {
  const ids = await payload.find({
    collection: 'posts',
    where: query.where,
    sort: '-publishedAt',
    page: query.page,
    limit: query.limit,
    select: {},
    depth: 0,
    overrideAccess: true,
  })
  if (ids.docs.length === 0) return { ...ids, docs: [] }
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { in: ids.docs.map((doc) => doc.id) } },
    select: query.select,
    populate: query.populate,
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc as Post]))
  // A post withdrawn between the two reads is left out rather than shown half.
  return { ...ids, docs: ids.docs.flatMap((doc) => byId.get(doc.id) ?? []) }
}
