import { buildThreads, paginateThreads, type FlatComment } from '@/comments/core'
import { COMMENTS } from '@/lib/commentLimits'

import { MODERATION_HASH_PARAM, UNAPPROVED_PARAM } from '@/comments/core/commentRoutes'

/**
 * The comment page that shows a comment's thread, as WordPress's get_page_of_comment() finds it:
 * pages of top-level threads, oldest first; null when the comment is not among those given.
 */
export function pageOfComment(
  comments: readonly FlatComment[],
  id: number,
  perPage: number = COMMENTS.perPage,
): { page: number; pages: number } | null {
  const threads = buildThreads(comments)
  const { pages } = paginateThreads(threads, { perPage })
  const contains = (node: (typeof threads)[number]): boolean => node.comment.id === id || node.children.some(contains)
  const index = threads.findIndex(contains)
  if (index < 0) return null
  const size = perPage > 0 ? Math.max(1, Math.floor(perPage)) : threads.length || 1
  return { page: Math.floor(index / size) + 1, pages }
}

/**
 * Where the visitor goes after commenting, built from the article's slug only (never from the
 * request), as WordPress's get_comment_link() does: the article (its newest comment page) or, when
 * the thread is on an earlier page, `/{slug}/comment-page-{n}/`. A held comment (or one caught as
 * spam, which the visitor must not be able to tell apart) is shown to its author only, through the
 * preview parameters. `shown` are the comments the page counts, the new one among them.
 */
export function commentLocation(
  slug: string,
  comment: { id: number; status: 'approved' | 'pending' | 'spam'; previewKey: string },
  shown: readonly FlatComment[] = [],
): string {
  const placed = pageOfComment(shown, comment.id)
  const page = placed && placed.page < placed.pages ? `comment-page-${placed.page}/` : ''
  const path = `/${encodeURIComponent(slug)}/${page}`
  const anchor = `#comment-${comment.id}`
  if (comment.status === 'approved') return path + anchor
  const query = new URLSearchParams({
    [UNAPPROVED_PARAM]: String(comment.id),
    [MODERATION_HASH_PARAM]: comment.previewKey,
  })
  return `${path}?${query}${anchor}`
}
