import 'server-only'

import { cache } from 'react'
import type { Where } from 'payload'

import { POSTS_PER_PAGE } from '@/lib/constants'
import { slugify } from '@/lib/slugify'
import type { Category, Post } from '@/payload-types'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

import { payloadClient } from '@/db/payloadClient'

import { findPostsPage } from './findPostsPage'
import { publishedTagNames } from './publishedTagNames'

const published: Where = { _status: { equals: 'published' } }

// Authors are users; only their names are public.
const populate = { users: { name: true }, authors: { name: true }, categories: { name: true, slug: true } } as const

/** The published article (in draft mode, any) that matches, with its authors and categories. */
async function findPost(match: Where, draft: boolean): Promise<Post | null> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: draft ? match : { and: [match, published] },
    draft,
    depth: 1,
    populate,
    limit: 1,
    overrideAccess: true,
  })
  const post = result.docs[0] ?? null
  // Not found, the address waits for an article to be published at it.
  await tagRender(post ? cacheTags.post(post.id) : cacheTags.posts, cacheTags.categories, cacheTags.authors, cacheTags.media)
  return post
}

export const getPostBySlug = cache((slug: string, draft = false) => findPost({ slug: { equals: slug } }, draft))

/** An article by the address it had in WordPress (`2024/03/slug`). */
export const getPostByLegacyPath = cache((path: string, draft = false) => findPost({ legacyPath: { equals: path } }, draft))

/** One page of the published articles that also match these filters, newest first. */
async function postPage(page: number, filters: Where[]) {
  const payload = await payloadClient()
  await tagRender(cacheTags.posts, cacheTags.categories, cacheTags.authors, cacheTags.media)
  return findPostsPage(payload, {
    where: filters.length === 0 ? published : { and: [published, ...filters] },
    page,
    limit: POSTS_PER_PAGE,
    populate,
  })
}

/** One page of published articles, newest first, optionally in one category or with one tag. */
export const listPosts = cache(async (page = 1, categoryId?: number, tag?: string) => {
  const filters: Where[] = []
  if (categoryId) filters.push({ categories: { in: [categoryId] } })
  if (tag) filters.push({ tags: { in: [tag] } })
  return postPage(page, filters)
})

/** One page of the articles published in a period (a date archive), newest first. */
export const listPostsBetween = cache(async (page: number, from: string, to: string) =>
  postPage(page, [{ publishedAt: { greater_than_equal: from } }, { publishedAt: { less_than: to } }]),
)

/** One page of the articles signed by an author (their archive), newest first. */
export const listPostsByAuthor = cache(async (page: number, authorId: number) => postPage(page, [{ byline: { equals: authorId } }]))

/** An author (the name articles are signed with) by the slug of their archive, or by their WordPress login (its nicename). */
export const getAuthorBySlug = cache(async (slug: string) => {
  const payload = await payloadClient()
  await tagRender(cacheTags.authors)
  const result = await payload.find({
    collection: 'authors',
    where: { or: [{ slug: { equals: slug } }, { wpLogin: { equals: slug } }] },
    sort: 'id',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.find((a) => a.slug === slug) ?? result.docs[0] ?? null
})

/** Every published article's slug and dates, for prerendering, the sitemap and the feed. */
export async function listPostSlugs(): Promise<{ id: number; slug: string; legacyPath: string | null; updatedAt: string }[]> {
  const payload = await payloadClient()
  await tagRender(cacheTags.posts)
  const result = await payload.find({
    collection: 'posts',
    where: published,
    select: { slug: true, legacyPath: true, updatedAt: true },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.filter((d) => d.slug).map((d) => ({ id: d.id, slug: d.slug!, legacyPath: d.legacyPath ?? null, updatedAt: d.updatedAt }))
}

export const getCategoryBySlug = cache(async (slug: string): Promise<Category | null> => {
  const payload = await payloadClient()
  await tagRender(cacheTags.categories)
  const result = await payload.find({ collection: 'categories', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })
  return result.docs[0] ?? null
})

/** A category's slug and its ancestors', from the top (`['sesiones', 'retrato']`): WordPress's path of its archive. */
export const getCategoryTrail = cache(async (slug: string): Promise<string[] | null> => {
  let category = await getCategoryBySlug(slug)
  if (!category) return null
  const payload = await payloadClient()
  const trail = [category.slug!]
  // A bounded walk: a parent loop typed by hand in the admin must not hang a request.
  for (let depth = 0; category.parent && depth < 10; depth++) {
    const parentId: number = typeof category.parent === 'object' ? category.parent.id : category.parent
    category = await payload.findByID({ collection: 'categories', id: parentId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!category?.slug) break
    trail.unshift(category.slug)
  }
  return trail
})

export async function listCategories(): Promise<Category[]> {
  const payload = await payloadClient()
  await tagRender(cacheTags.categories)
  return (await payload.find({ collection: 'categories', limit: 0, depth: 0, sort: 'name', overrideAccess: true })).docs
}

/**
 * A tag by the slug of its address (/tag/{slug}/, as WordPress has them): the name, as written on
 * published articles, whose slug it is. Null when no published article carries such a tag.
 */
export const getTagBySlug = cache(async (slug: string): Promise<{ name: string; slug: string } | null> => {
  const names = await listTagNames()
  const name = names.find((n) => slugify(n) === slug)
  return name ? { name, slug } : null
})

/** Every tag on a published article, once each (publishedTagNames). */
export const listTagNames = cache(async (): Promise<string[]> => {
  await tagRender(cacheTags.posts)
  return publishedTagNames(await payloadClient())
})
