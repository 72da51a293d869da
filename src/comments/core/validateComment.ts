import { isEmail } from '@/lib/isEmail'
import { COMMENTS } from '@/lib/commentLimits'

import { COMMENT_MESSAGES } from './messages'

export interface CommentInput {
  author?: string
  email?: string
  url?: string
  comment?: string
  parent?: number
  postId?: number
}

export interface ValidComment {
  author: string
  email: string
  url: string
  comment: string
  /** 0 when the comment is not a reply. */
  parent: number
  postId: number
}

export type CommentField = keyof CommentInput

export interface CommentError {
  field: CommentField
  message: string
}

export type CommentValidation = { ok: true; value: ValidComment } | { ok: false; errors: CommentError[] }

export interface ValidateCommentOptions {
  /** WordPress's "require_name_email" option, on by default. */
  requireNameEmail?: boolean
}

/** Characters as PHP's mb_strlen counts them (code points), not UTF-16 units. */
const length = (text: string) => [...text].length

/**
 * wp_handle_comment_submission()'s checks on what the visitor typed, in its order and with its
 * messages: name and e-mail required and the e-mail valid, the comment not empty, every field
 * within its column's length. Unlike WordPress, which stops at the first problem, it reports one
 * error per field so that the form can mark them all at once.
 */
export function validateComment(
  input: CommentInput,
  { requireNameEmail = true }: ValidateCommentOptions = {},
): CommentValidation {
  const value: ValidComment = {
    author: (input.author ?? '').trim(),
    email: (input.email ?? '').trim(),
    url: (input.url ?? '').trim(),
    comment: (input.comment ?? '').trim(),
    // absint(): anything that is not a reply id is a top-level comment.
    parent: Number.isInteger(input.parent) && (input.parent ?? 0) > 0 ? (input.parent ?? 0) : 0,
    postId: Number.isInteger(input.postId) && (input.postId ?? 0) > 0 ? (input.postId ?? 0) : 0,
  }
  const { maxLength } = COMMENTS
  const errors: CommentError[] = []
  const add = (field: CommentField, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message })
  }

  if (!value.postId) add('postId', COMMENT_MESSAGES.postNotFound)
  if (requireNameEmail) {
    if (!value.author) add('author', COMMENT_MESSAGES.requireNameEmail)
    if (!value.email) add('email', COMMENT_MESSAGES.requireNameEmail)
    else if (!isEmail(value.email)) add('email', COMMENT_MESSAGES.requireValidEmail)
  }
  if (!value.comment) add('comment', COMMENT_MESSAGES.requireValidComment)
  if (length(value.author) > maxLength.author) add('author', COMMENT_MESSAGES.authorTooLong)
  if (length(value.email) > maxLength.email) add('email', COMMENT_MESSAGES.emailTooLong)
  if (length(value.url) > maxLength.url) add('url', COMMENT_MESSAGES.urlTooLong)
  if (length(value.comment) > maxLength.comment) add('comment', COMMENT_MESSAGES.commentTooLong)

  return errors.length ? { ok: false, errors } : { ok: true, value }
}
