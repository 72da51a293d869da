/**
 * The pure core of the comments: threading and paging for display, the text's sanitising, and the
 * checks a submission passes. No React, Next or Payload here, so both halves and tests can use it.
 */
export { buildThreads } from './buildThreads'
export type { BuildThreadsOptions } from './buildThreads'
export { paginateThreads } from './paginateThreads'
export type { PaginateOptions, ThreadPage } from './paginateThreads'
export { COMMENT_ALLOWED_TAGS, sanitizeCommentHtml } from './sanitizeCommentHtml'
export { autop } from './autop'
export { validateComment } from './validateComment'
export type {
  CommentError,
  CommentField,
  CommentInput,
  CommentValidation,
  ValidateCommentOptions,
  ValidComment,
} from './validateComment'
export { isDuplicate } from './isDuplicate'
export type { DuplicateKey } from './isDuplicate'
export { isFlood } from './isFlood'
export { COMMENT_MESSAGES } from './messages'
export type { FlatComment, ThreadNode } from './types'
export { COMMENT_STATUSES, COMMENT_STATUS_LABELS, type CommentStatus } from './commentStatus'
