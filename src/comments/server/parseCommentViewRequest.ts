import { parseCommentPageSegment } from '@/comments/render'

import { absint } from './absint'
import {
  COMMENT_VIEW_PATH_PARAM,
  MODERATION_HASH_PARAM,
  REPLYTOCOM_PARAM,
  UNAPPROVED_PARAM,
} from '@/comments/core/commentRoutes'

export interface CommentViewRequest {
  /** The page asked for, a path on this site (`/slug/` or `/slug/comment-page-2/`). */
  path: string
  /** The article's slug when the path is an article's (or one of its comment pages), else null. */
  slug: string | null
  /** The comment page in the path, if any. */
  page: number | null
  /** `replytocom`: the comment to reply to (0 when absent). */
  replyTo: number
  /** `unapproved` and `moderation-hash`: a held comment's preview (0 and '' when absent). */
  unapproved: number
  hash: string
}

// A path on this site only: one leading slash (not `//host`), no backslash, space, quote or query.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s"'<>\\?#]*$/

/** Reads the comment view's parameters; null when `path` is not a path on this site. */
export function parseCommentViewRequest(search: URLSearchParams): CommentViewRequest | null {
  const path = search.get(COMMENT_VIEW_PATH_PARAM) ?? ''
  if (!SAME_SITE_PATH.test(path) || path.length > 2000) return null
  const segments = path.split('/').filter(Boolean)
  const page = segments.length === 2 ? parseCommentPageSegment(segments[1]) : null
  let slug: string | null = null
  if (path.endsWith('/') && (segments.length === 1 || (segments.length === 2 && page !== null))) {
    try {
      slug = decodeURIComponent(segments[0]!)
    } catch {
      // A malformed escape in the visitor's path names no article: no slug, as for any other path without one.
      slug = null
    }
  }
  return {
    path,
    slug,
    page,
    replyTo: absint(search.get(REPLYTOCOM_PARAM) ?? ''),
    unapproved: absint(search.get(UNAPPROVED_PARAM) ?? ''),
    hash: search.get(MODERATION_HASH_PARAM) ?? '',
  }
}
