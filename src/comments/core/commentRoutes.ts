import { isReservedSegment } from '@/lib/reservedPaths'

/**
 * The internal routes behind WordPress's comment addresses, which the proxy rewrites to:
 * `/{slug}/feed/` (an article's comment feed) and the article with `?replytocom=` or
 * `?unapproved=…&moderation-hash=…` (a reply without JavaScript, a held comment's preview), which
 * cannot come from the prerendered page.
 */
export const COMMENT_FEED_ROUTE = '/wp-comment-feed'
export const COMMENT_VIEW_ROUTE = '/wp-comment-view'

/** Where the comment form posts, as in WordPress. */
export const COMMENT_POST_ROUTE = '/wp-comments-post.php'

/** `?replytocom={id}`: the reply link's address without JavaScript. */
export const REPLYTOCOM_PARAM = 'replytocom'

/** `?unapproved={id}&moderation-hash={key}`: a held comment shown to its author only. */
export const UNAPPROVED_PARAM = 'unapproved'
export const MODERATION_HASH_PARAM = 'moderation-hash'

/** The query parameter carrying the article's path to the comment view. */
export const COMMENT_VIEW_PATH_PARAM = 'path'

/**
 * The request header that carries the same path: a route handler reached through the proxy's
 * rewrite sees the visitor's original URL, without the parameter the rewrite added.
 */
export const COMMENT_VIEW_PATH_HEADER = 'x-revela-comment-path'

/**
 * The article's address of a comment-feed address (`/{slug}/feed/`, or an imported article's
 * `/2024/03/{slug}/feed/`), without its slashes at either end, or null (`/blog/feed/` is the
 * site's own, not an article's: lib/reservedPaths).
 */
export function commentFeedSlug(pathname: string): string | null {
  if (!pathname.endsWith('/feed/') || pathname.length > 1024) return null
  const segments = pathname.slice(1, -'/feed/'.length).split('/')
  if (segments.length > 8 || segments.some((s) => !s || s.includes('.')) || isReservedSegment(segments[0]!)) return null
  return segments.join('/')
}

/** Whether a page request asks for the comment view: a reply without JavaScript or a held comment's preview. */
export function isCommentViewRequest(method: string, pathname: string, search: URLSearchParams): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !pathname.endsWith('/') || pathname === '/') return false
  return search.has(REPLYTOCOM_PARAM) || (search.has(UNAPPROVED_PARAM) && search.has(MODERATION_HASH_PARAM))
}
