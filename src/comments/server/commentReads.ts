import type { Payload, Where } from 'payload'

import type { CommentPostDeps } from './handleCommentPost'

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' ? (value?.id ?? 0) : (value ?? 0)

type CommentReads = Pick<
  CommentPostDeps,
  'findPost' | 'findComment' | 'sameText' | 'lastCommentAt' | 'isKnownAuthor' | 'approvedComments'
>

/** What handleCommentPost reads of the article and its comments, through Payload's local API. */
export function commentReads(payload: Payload): CommentReads {
  const comments = (where: Where, select: Record<string, true>, limit = 1, sort?: string) =>
    payload.find({
      collection: 'comments',
      where,
      select,
      limit,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      ...(sort ? { sort } : {}),
    })

  return {
    async findPost(id) {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
        select: { slug: true, legacyPath: true, title: true, commentsOpen: true },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const post = docs[0]
      // A post saved without the box ever touched has no value yet: comments are open by default.
      return post?.slug
        ? { id: post.id, slug: post.slug, title: post.title, commentsOpen: post.commentsOpen !== false }
        : null
    },
    async findComment(id) {
      const found = (await comments({ id: { equals: id } }, { post: true, status: true, authorName: true })).docs[0]
      return found
        ? { id: found.id, postId: idOf(found.post), status: found.status, authorName: found.authorName }
        : null
    },
    async sameText(postId, content) {
      const { docs } = await comments(
        { and: [{ post: { equals: postId } }, { content: { equals: content } }, { status: { not_equals: 'trash' } }] },
        { parent: true, authorName: true, authorEmail: true, content: true },
        50,
      )
      return docs.map((c) => ({
        postId,
        parent: idOf(c.parent),
        author: c.authorName,
        email: c.authorEmail ?? '',
        comment: c.content,
      }))
    },
    async lastCommentAt(ip, email) {
      // Without a known address only the e-mail can tell one visitor from another.
      const who: Where[] = [{ authorEmail: { equals: email } }]
      if (ip) who.push({ ip: { equals: ip } })
      return (await comments({ or: who }, { date: true }, 1, '-date')).docs[0]?.date ?? null
    },
    async isKnownAuthor(author, email) {
      // `like` narrows without case in both databases; the exact comparison is made here.
      const { docs } = await comments(
        {
          and: [
            { authorName: { equals: author } },
            { status: { equals: 'approved' } },
            { authorEmail: { like: email } },
          ],
        },
        { authorEmail: true },
        20,
      )
      return docs.some((c) => (c.authorEmail ?? '').toLowerCase() === email.toLowerCase())
    },
    async approvedComments(postId) {
      const { docs } = await comments(
        { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
        { parent: true, date: true },
        0,
      )
      return docs.map((c) => ({ id: c.id, parent: idOf(c.parent) || null, createdAt: c.date }))
    },
  }
}
