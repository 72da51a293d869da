import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { Post } from '@/payload-types'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

import { payloadClient } from '@/db/payloadClient'

import { findPostsPage } from './findPostsPage'

const published: Where = { _status: { equals: 'published' } }

// What a card shows: no author, no SEO fields; the text only for an excerpt the editor left empty.
const select = { title: true, slug: true, legacyPath: true, layout: true, excerpt: true, content: true, publishedAt: true, featuredImage: true, categories: true } as const
const populate = { categories: { name: true, slug: true } } as const

/** One page of a posts loop: which posts, from which categories, how many. */
export interface LoopPostsQuery {
  /** The block's own category, if it keeps to one. */
  restrictTo: number | null
  /** The visitor's filter: category slugs, joined with OR or AND. */
  terms: readonly string[]
  join: 'OR' | 'AND'
  page: number
  perPage: number
}

const EMPTY = { docs: [] as Post[], totalDocs: 0, totalPages: 0 }

const idOf = (c: number | { id: number }) => (typeof c === 'object' ? c.id : c)

/** What the loops compute their filters and category joins from: posts and categories alone. */
interface LoopIndex {
  /** Every published post's categories. */
  posts: { id: number; categories: number[] }[]
  /** Every category with a slug, by name. */
  categories: { id: number; slug: string; name: string }[]
}

/**
 * The loops' index, kept by Next's data cache under the posts' and categories' tags until a post
 * or a category changes (their hooks expire the tags; the renders reading it carry them too). Reading every published post is what the filter's choices
 * and an AND filter need, and doing it on every refresh would cost a full read of the blog per
 * click; kept, it is one read per change. It holds ids, slugs and names only: no text, no images.
 */
const readLoopIndex = unstable_cache(
  async (): Promise<LoopIndex> => {
    const payload = await payloadClient()
    const [posts, categories] = await Promise.all([
      payload.find({ collection: 'posts', where: published, select: { categories: true }, pagination: false, depth: 0, overrideAccess: true }),
      payload.find({ collection: 'categories', select: { slug: true, name: true }, sort: 'name', pagination: false, depth: 0, overrideAccess: true }),
    ])
    return {
      posts: posts.docs.map((p) => ({ id: p.id, categories: (p.categories ?? []).map(idOf) })),
      categories: categories.docs.filter((c) => c.slug).map((c) => ({ id: c.id, slug: c.slug!, name: c.name })),
    }
  },
  ['posts-loop-index'],
  { tags: [cacheTags.posts, cacheTags.categories] },
)

/** The index, read once per render however many loops the page holds. */
const loopIndex = cache(readLoopIndex)

/**
 * The category conditions of a query, each a list of ids of which a post needs one: the block's
 * category, then the filter's terms (one list with OR, one list per term with AND). Null when the
 * filter names a category this site does not have, so that nothing can match.
 */
async function categoryGroups(query: LoopPostsQuery): Promise<number[][] | null> {
  const groups = query.restrictTo ? [[query.restrictTo]] : []
  if (query.terms.length === 0) return groups
  const ids = (await loopIndex()).categories.filter((c) => query.terms.includes(c.slug)).map((c) => c.id)
  if (ids.length === 0 || (query.join === 'AND' && ids.length < query.terms.length)) return null
  return [...groups, ...(query.join === 'AND' ? ids.map((id) => [id]) : [ids])]
}

/**
 * The condition for posts in every group. One group is one `in`; several on the same has-many
 * relationship would share one join in SQL (a row cannot be in two categories at once), so the
 * posts in all of them are picked from the index instead.
 */
async function categoryWhere(groups: number[][]): Promise<Where | 'none' | null> {
  const [first, ...rest] = groups
  if (!first) return null
  if (rest.length === 0) return { categories: { in: first } }
  const ids = (await loopIndex()).posts.filter((p) => groups.every((group) => p.categories.some((c) => group.includes(c)))).map((p) => p.id)
  return ids.length ? { id: { in: ids } } : 'none'
}

/** One page of a loop's published posts, newest first, with their images and categories. */
export async function listLoopPosts(query: LoopPostsQuery): Promise<{ docs: Post[]; totalDocs: number; totalPages: number }> {
  await tagRender(cacheTags.posts, cacheTags.categories, cacheTags.media)
  const groups = await categoryGroups(query)
  if (!groups) return EMPTY
  const inCategories = await categoryWhere(groups)
  if (inCategories === 'none') return EMPTY
  const payload = await payloadClient()
  const where: Where = { and: inCategories ? [published, inCategories] : [published] }
  const result = await findPostsPage(payload, { where, page: query.page, limit: query.perPage, select, populate })
  if (result.docs.length === 0 && query.page > 1) {
    // Past the last page the database reports no total at all; the way back needs the real one.
    const { totalDocs } = await payload.count({ collection: 'posts', where, overrideAccess: true })
    return { docs: [], totalDocs, totalPages: Math.ceil(totalDocs / query.perPage) }
  }
  return { docs: result.docs as Post[], totalDocs: result.totalDocs, totalPages: result.totalPages }
}

/**
 * The filter's choices: the categories that have at least one published post in the loop (all
 * posts, or those of the block's category), by name.
 */
export async function listLoopCategories(restrictTo: number | null): Promise<{ slug: string; name: string }[]> {
  const index = await loopIndex()
  const inLoop = restrictTo ? index.posts.filter((p) => p.categories.includes(restrictTo)) : index.posts
  const ids = new Set(inLoop.flatMap((p) => p.categories))
  return index.categories.filter((c) => ids.has(c.id)).map(({ slug, name }) => ({ slug, name }))
}

/**
 * A published page's id and layout as stored, by id or by path (`sesiones/retrato`), or null. At
 * depth 0: a loop needs only its block's own fields (its category as an id), and a populated
 * layout would bring in every linked page and image for nothing.
 */
export async function getLoopPage(where: { id: number } | { path: string }): Promise<{ id: number; layout: unknown } | null> {
  const payload = await payloadClient()
  const match: Where = 'id' in where ? { id: { equals: where.id } } : { path: { equals: where.path } }
  const result = await payload.find({ collection: 'pages', where: { and: [match, published] }, select: { layout: true }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  const page = result.docs[0]
  await tagRender(page ? cacheTags.page(page.id) : cacheTags.pages)
  return page ? { id: page.id, layout: page.layout } : null
}
