/**
 * The addresses and query parameters of the comment handlers, for the routes and the proxy. The
 * view route and its `path` parameter live in lib/commentRoutes (the proxy's light import); the
 * parameter names below are WordPress's own, kept so that its links keep working.
 */
export { COMMENT_VIEW_PATH_PARAM, COMMENT_VIEW_ROUTE } from '@/lib/commentRoutes'

/** Where the comment form posts, as in WordPress. */
export const COMMENT_POST_ROUTE = '/wp-comments-post.php'

/** `?replytocom={id}`: the reply link's address without JavaScript. */
export const REPLYTOCOM_PARAM = 'replytocom'

/** `?unapproved={id}&moderation-hash={key}`: a held comment shown to its author only. */
export const UNAPPROVED_PARAM = 'unapproved'
export const MODERATION_HASH_PARAM = 'moderation-hash'
