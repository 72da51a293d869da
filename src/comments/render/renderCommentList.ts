import type { ThreadNode } from '@/comments/core'
import { COMMENTS } from '@/lib/commentLimits'

import { LIST_MARKERS } from './markers'
import { renderComment } from './renderComment'
import type { CommentListOptions, DisplayComment } from './types'

/**
 * A page of comment threads as wp_list_comments() draws them (`<ol class="comment-list">`),
 * between the list markers; an empty page leaves the markers with nothing between them, so that a
 * comment posted without JavaScript still has a place to appear.
 */
export function renderCommentList(threads: ThreadNode<DisplayComment>[], opts: CommentListOptions): string {
  const [open, close] = LIST_MARKERS
  if (threads.length === 0) return open + close
  const ctx = {
    postId: opts.postId,
    permalink: opts.permalink,
    pageLink: opts.pageLink ?? opts.permalink,
    repliesOpen: opts.repliesOpen,
    maxDepth: opts.maxDepth ?? COMMENTS.maxDepth,
    counters: { alt: 0, thread: 0 },
  }
  const items = threads.map((node) => renderComment(node, ctx)).join('\n')
  return `${open}<ol class="comment-list">\n${items}\n</ol>${close}`
}
