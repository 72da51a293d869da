import 'server-only'

import { cache } from 'react'

import { buildThreads, paginateThreads, type ThreadPage } from '@/comments/core'
import type { DisplayComment, RespondState } from '@/comments/render'
import { commentPrivacy } from '@/comments/server/commentPrivacy'
import { COMMENTS } from '@/lib/commentLimits'

import { getSettings } from '../../data/globals'
import { payloadClient } from '@/db/payloadClient'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

/**
 * An article's approved comments, oldest first, with only what the page shows: the e-mail, IP,
 * browser and anti-spam data never leave the database through here.
 */
export const getApprovedComments = cache(async (postId: number): Promise<DisplayComment[]> => {
  const payload = await payloadClient()
  await tagRender(cacheTags.comments(postId))
  const result = await payload.find({
    collection: 'comments',
    where: { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
    select: { parent: true, authorName: true, authorUrl: true, content: true, date: true, byStudio: true, byPostAuthor: true, wordpressId: true },
    sort: 'date',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    parent: (typeof doc.parent === 'object' ? doc.parent?.id : doc.parent) ?? null,
    createdAt: doc.date,
    authorName: doc.authorName,
    authorUrl: doc.authorUrl ?? null,
    content: doc.content,
    // WordPress marks the post author's replies (bypostauthor) as Revela marks the studio's.
    byStudio: Boolean(doc.byStudio) || Boolean(doc.byPostAuthor),
    oldId: doc.wordpressId ?? null,
  }))
})

/** One page of an article's comment threads (the newest when no page is asked) and the total count. */
export async function getCommentPage(postId: number, page?: number): Promise<ThreadPage<DisplayComment> & { total: number }> {
  const comments = await getApprovedComments(postId)
  const threads = buildThreads(comments, { maxDepth: COMMENTS.maxDepth })
  return { ...paginateThreads(threads, { perPage: COMMENTS.perPage, page }), total: comments.length }
}

/** Who answers for the comments' personal data (the company's legal name if set) and where the policy is. */
export const getCommentPrivacy = cache(async (): Promise<RespondState['privacy']> => {
  const settings = await getSettings()
  return commentPrivacy(settings)
})

/** The ids of the newest approved comments on published articles, newest first, with their article's id (the site's comment feed). */
export async function getRecentApprovedCommentIds(limit: number): Promise<{ id: number; postId: number }[]> {
  const payload = await payloadClient()
  // Only comments on published articles: a withdrawn article takes its comments out of the feed.
  await tagRender(cacheTags.allComments, cacheTags.posts)
  const result = await payload.find({
    collection: 'comments',
    where: { and: [{ status: { equals: 'approved' } }, { 'post._status': { equals: 'published' } }] },
    select: { post: true },
    sort: ['-date', '-id'],
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.map((doc) => ({ id: doc.id, postId: typeof doc.post === 'object' ? doc.post.id : doc.post }))
}
