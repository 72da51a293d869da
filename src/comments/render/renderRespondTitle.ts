import { IDS } from '@/comments/core/ids'
import { escHtml } from '@/lib/html'

import { COMMENT_TEXTS } from './texts'

/**
 * The form's heading with its cancel link, as comment_form_title() and cancel_comment_reply_link()
 * draw them. The heading's first child must stay a bare text node: comment-reply swaps that text
 * for the reply's («Responder a Ana») and back. Without JavaScript the link shows only when the
 * page was asked for a reply (`replyTo`).
 */
export function renderRespondTitle({ permalink, replyTo }: { permalink: string; replyTo?: string }): string {
  const text = escHtml(replyTo || COMMENT_TEXTS.leaveReply)
  const hidden = replyTo ? '' : ' style="display:none;"'
  const cancel = `<a rel="nofollow" id="${IDS.cancel}" href="${escHtml(`${permalink}#respond`)}"${hidden}>${COMMENT_TEXTS.cancelReply}</a>`
  return `<h3 id="${IDS.title}" class="comment-reply-title">${text} <small>${cancel}</small></h3>`
}
