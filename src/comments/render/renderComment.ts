import { sanitizeCommentHtml, type ThreadNode } from '@/comments/core'
import { escHtml } from '@/lib/html'

import { type AltCounters, commentClasses } from './commentClasses'
import { commentAuthorUrl } from './commentAuthorUrl'
import { formatCommentDate } from './formatCommentDate'
import { renderReplyLink } from './renderReplyLink'
import { COMMENT_TEXTS } from './texts'
import type { DisplayComment } from './types'

export interface RenderCommentContext {
  postId: number
  permalink: string
  pageLink: string
  repliesOpen: boolean
  maxDepth: number
  counters: AltCounters
}

/** One comment and its replies in WordPress's HTML5 comment markup (Walker_Comment::html5_comment). */
export function renderComment(node: ThreadNode<DisplayComment>, ctx: RenderCommentContext): string {
  const { comment, depth, children } = node
  const { id } = comment
  const classes = commentClasses(ctx.counters, depth, { hasChildren: children.length > 0, byStudio: comment.byStudio })
  // WordPress offers no reply to a held comment, when comments are closed, or at the deepest level.
  const canReply = ctx.repliesOpen && !comment.pending && depth < ctx.maxDepth
  const replies = children.map((child) => renderComment(child, ctx)).join('\n')
  return [
    `<li id="comment-${id}" class="${classes}">`,
    comment.oldId && comment.oldId !== id ? `<span id="comment-${Math.floor(comment.oldId)}"></span>` : '',
    `<article id="div-comment-${id}" class="comment-body">`,
    '<footer class="comment-meta">',
    `<div class="comment-author vcard"><b class="fn">${authorLink(comment)}</b> <span class="says">${COMMENT_TEXTS.says}</span></div>`,
    `<div class="comment-metadata"><a href="${escHtml(`${ctx.pageLink}#comment-${id}`)}"><time datetime="${escHtml(comment.createdAt)}">${escHtml(formatCommentDate(comment.createdAt))}</time></a></div>`,
    comment.pending ? `<em class="comment-awaiting-moderation">${COMMENT_TEXTS.awaitingModeration}</em>` : '',
    '</footer>',
    `<div class="comment-content">${sanitizeCommentHtml(comment.content)}</div>`,
    canReply ? renderReplyLink(comment, ctx) : '',
    '</article>',
    replies ? `<ol class="children">\n${replies}\n</ol>` : '',
    '</li>',
  ]
    .filter(Boolean)
    .join('\n')
}

/** get_comment_author_link(): the name, linked to the author's site when it is a safe web address. */
function authorLink({ authorName, authorUrl }: DisplayComment): string {
  const name = escHtml(authorName)
  const url = commentAuthorUrl(authorUrl)
  return url ? `<a href="${escHtml(url)}" class="url" rel="external nofollow ugc">${name}</a>` : name
}
