import { REPLY_LINK_CLASS } from '@/comments/core/ids'
import { escHtml } from '@/lib/html'

import { COMMENT_TEXTS } from './texts'

/**
 * get_comment_reply_link()'s markup: without JavaScript the href reloads the article with the form
 * set to reply (?replytocom=); with it, comment-reply reads the data attributes and moves the form
 * under the comment instead.
 */
export function renderReplyLink(
  { id, authorName }: { id: number; authorName: string },
  { postId, permalink }: { postId: number; permalink: string },
): string {
  const replyTo = escHtml(COMMENT_TEXTS.replyTo(authorName))
  const href = escHtml(`${permalink}?replytocom=${id}#respond`)
  return (
    `<div class="reply"><a rel="nofollow" class="${REPLY_LINK_CLASS}" href="${href}" data-commentid="${id}" data-postid="${postId}"` +
    ` data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="${replyTo}" aria-label="${replyTo}">${COMMENT_TEXTS.reply}</a></div>`
  )
}
