import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { DisplayComment } from '@/comments/render'
import type { Comment } from '@/payload-types'
import { postPermalink } from '@/lib/permalink'

import type { CommentView } from './renderCommentView'
import type { CommentViewRequest } from './parseCommentViewRequest'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' ? (value?.id ?? 0) : (value ?? 0)

/** Compares secrets in constant time (hashed first, so their lengths tell nothing either). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return a !== '' && b !== '' && timingSafeEqual(digest(a), digest(b))
}

const display = (
  c: Pick<Comment, 'id' | 'parent' | 'date' | 'authorName' | 'authorUrl' | 'content' | 'byStudio' | 'byPostAuthor'>,
): DisplayComment => ({
  id: c.id,
  parent: idOf(c.parent) || null,
  createdAt: c.date,
  authorName: c.authorName,
  authorUrl: c.authorUrl ?? null,
  content: c.content,
  byStudio: Boolean(c.byStudio) || Boolean(c.byPostAuthor),
})

const DISPLAY = {
  parent: true,
  date: true,
  authorName: true,
  authorUrl: true,
  content: true,
  byStudio: true,
  byPostAuthor: true,
} as const

/**
 * What the comment view needs from the database: the published article of the path, the approved
 * comment to reply to, and the held comment whose preview key matches (approved ones need no
 * preview: the page already shows them). Null when the path is not a published article's.
 */
export async function loadCommentView(
  payload: Payload,
  request: CommentViewRequest,
): Promise<Omit<CommentView, 'privacy' | 'remembered'> | null> {
  if (!request.slug) return null
  const post = (
    await payload.find({
      collection: 'posts',
      where: { and: [{ slug: { equals: request.slug } }, { _status: { equals: 'published' } }] },
      select: { slug: true, legacyPath: true, commentsOpen: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!post?.slug) return null
  const find = (id: number) =>
    payload.find({
      collection: 'comments',
      where: { and: [{ id: { equals: id } }, { post: { equals: post.id } }] },
      select: { ...DISPLAY, status: true, previewKey: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  const view: Omit<CommentView, 'privacy' | 'remembered'> = {
    post: { id: post.id, permalink: postPermalink(post), commentsOpen: post.commentsOpen !== false },
    page: request.page,
  }
  if (request.replyTo) {
    const target = (await find(request.replyTo)).docs[0]
    if (target?.status === 'approved') view.replyTo = { id: target.id, authorName: target.authorName }
  }
  if (request.unapproved && request.hash) {
    const held = (await find(request.unapproved)).docs[0]
    if (
      held &&
      (held.status === 'pending' || held.status === 'spam') &&
      sameSecret(held.previewKey ?? '', request.hash)
    ) {
      const approved = await payload.find({
        collection: 'comments',
        where: { and: [{ post: { equals: post.id } }, { status: { equals: 'approved' } }] },
        select: DISPLAY,
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      view.preview = { comment: display(held), approved: approved.docs.map(display) }
    }
  }
  return view
}
