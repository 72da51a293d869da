/**
 * The internal routes behind WordPress's comment addresses, which the proxy rewrites to:
 * `/{slug}/feed/` (an article's comment feed) and the article with `?replytocom=` or
 * `?unapproved=…&moderation-hash=…` (a reply without JavaScript, a held comment's preview), which
 * cannot come from the prerendered page.
 */
export const COMMENT_FEED_ROUTE = '/wp-comment-feed'
export const COMMENT_VIEW_ROUTE = '/wp-comment-view'

/** The query parameter carrying the article's path to the comment view. */
export const COMMENT_VIEW_PATH_PARAM = 'path'

/**
 * The request header that carries the same path: a route handler reached through the proxy's
 * rewrite sees the visitor's original URL, without the parameter the rewrite added.
 */
export const COMMENT_VIEW_PATH_HEADER = 'x-revela-comment-path'

// First segments that are the site's own routes, not articles, so `/blog/feed/` is not a comment feed.
const RESERVED = new Set(['blog', 'category', 'feed', 'admin', 'api', 'wp-json', 'wp-admin', 'wp-content', 'next', '_next'])

/** The article slug of a comment-feed address (`/{slug}/feed/`), or null. */
export function commentFeedSlug(pathname: string): string | null {
  const match = /^\/([^/]+)\/feed\/$/.exec(pathname)
  return match && !RESERVED.has(match[1]!) && !match[1]!.includes('.') ? match[1]! : null
}

/** Whether a page request asks for the comment view: a reply without JavaScript or a held comment's preview. */
export function isCommentViewRequest(method: string, pathname: string, search: URLSearchParams): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !pathname.endsWith('/') || pathname === '/') return false
  return search.has('replytocom') || (search.has('unapproved') && search.has('moderation-hash'))
}
