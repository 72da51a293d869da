import { buildThreads, paginateThreads } from '@/comments/core'
import {
  COMMENT_TEXTS,
  commentPagePath,
  LIST_MARKERS,
  renderCommentList,
  renderRespond,
  RESPOND_MARKERS,
  type CommentCookieValues,
  type DisplayComment,
} from '@/comments/render'
import { COMMENTS } from '@/lib/commentLimits'

import { replaceRegion } from '@/lib/html/replaceRegion'

export interface CommentView {
  post: { id: number; permalink: string; commentsOpen: boolean }
  /** The comment page in the address; the newest page when null. */
  page: number | null
  /** `?replytocom=`: an approved comment of this article to answer. */
  replyTo?: { id: number; authorName: string }
  /** A held comment shown to its author, with the approved ones it sits among. */
  preview?: { comment: DisplayComment; approved: readonly DisplayComment[] }
  /** What the "save my details" cookies hold, to fill the form with. */
  remembered?: CommentCookieValues
  privacy: { controller: string; privacyUrl: string }
  /** The comment CAPTCHA is on (RespondState.captcha). */
  captcha?: boolean
}

/**
 * The article's page as WordPress shows it for `?replytocom=` (the form under its heading
 * «Responder a Ana», the cancel link shown) and for a held comment's preview (the comment in its
 * thread, marked as awaiting moderation). What cannot be done (no markers) leaves the page as it was.
 */
export function renderCommentView(html: string, view: CommentView): string {
  let out = html
  const { post } = view
  if (view.replyTo && post.commentsOpen) {
    const form = renderRespond({
      postId: post.id,
      permalink: post.permalink,
      parent: view.replyTo.id,
      replyTo: COMMENT_TEXTS.replyTo(view.replyTo.authorName),
      values: view.remembered ? { ...view.remembered, consent: Boolean(view.remembered.author) } : undefined,
      privacy: view.privacy,
      captcha: view.captcha,
    })
    out = replaceRegion(out, RESPOND_MARKERS, form) ?? out
  }
  if (view.preview) {
    const comments = [
      ...view.preview.approved.filter((c) => c.id !== view.preview!.comment.id),
      { ...view.preview.comment, pending: true },
    ]
    const threads = buildThreads(comments, { maxDepth: COMMENTS.maxDepth })
    const shown = paginateThreads(threads, { perPage: COMMENTS.perPage, ...(view.page ? { page: view.page } : {}) })
    const list = renderCommentList(shown.threads, {
      postId: post.id,
      permalink: post.permalink,
      repliesOpen: post.commentsOpen,
      maxDepth: COMMENTS.maxDepth,
      pageLink: commentPagePath(post.permalink, shown.page, shown.pages),
    })
    out = replaceRegion(out, LIST_MARKERS, list) ?? out
  }
  return out
}
