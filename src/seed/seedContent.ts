import type { Payload } from 'payload'

import { toLexical } from './lexical'
import { categories, pages, posts } from './content'
import type { MediaKey } from './content/types'
import type { Progress } from './progress'
import { toBlocks } from './toBlocks'

const ctx = { disableRevalidate: true }

/** Creates what is missing of the demo categories, pages (parents first) and articles. */
export async function seedContent(
  payload: Payload,
  mediaIds: Map<MediaKey, number>,
  authorId: number,
  progress: Progress,
  formId?: number,
) {
  const categoryIds = new Map<string, number>()
  for (const c of categories) {
    const found = await payload.find({
      collection: 'categories',
      where: { slug: { equals: c.slug } },
      limit: 1,
      depth: 0,
    })
    const doc = found.docs[0] ?? (await payload.create({ collection: 'categories', data: c, context: ctx }))
    categoryIds.set(c.slug, doc.id as number)
  }
  progress(`Categorías: ${categories.length}`)

  const pageIds = new Map<string, number>()
  let done = 0
  for (const p of pages) {
    done += 1
    const existing = await payload.find({
      collection: 'pages',
      where: { id: { equals: p.id } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (!existing.docs[0]) {
      progress(`Páginas: ${p.title}`, done, pages.length)
      await payload.create({
        collection: 'pages',
        data: {
          id: p.id,
          title: p.title,
          slug: p.slug,
          parent: p.parent ? pageIds.get(p.parent) : undefined,
          layout: toBlocks(p.layout, mediaIds, formId),
          meta: { description: p.metaDescription },
          _status: 'published',
        } as never,
        context: ctx,
      })
    }
    pageIds.set(p.slug, p.id)
  }

  done = 0
  for (const post of posts) {
    done += 1
    const existing = await payload.find({
      collection: 'posts',
      where: { id: { equals: post.id } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (existing.docs[0]) continue
    progress(`Artículos: ${post.title}`, done, posts.length)
    await payload.create({
      collection: 'posts',
      data: {
        id: post.id,
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        featuredImage: mediaIds.get(post.image),
        content: toLexical(post.body),
        categories: post.categories.map((slug) => categoryIds.get(slug)).filter((id): id is number => id !== undefined),
        tags: post.tags,
        author: authorId,
        publishedAt: post.publishedAt,
        commentsOpen: true,
        meta: { description: post.metaDescription },
        _status: 'published',
      } as never,
      context: ctx,
    })
  }
  return { pageIds }
}
