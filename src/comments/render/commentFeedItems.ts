import { buildThreads, sanitizeCommentHtml } from '@/comments/core'
import { COMMENTS } from '@/lib/commentLimits'
import { absoluteUrl } from '@/lib/permalink'

import { commentPageOf } from './commentPageOf'
import { commentPagePath } from './commentPagePath'
import { commentPlainText } from './commentPlainText'
import type { CommentFeedItem } from './renderCommentFeed'
import type { DisplayComment } from './types'

/**
 * Feed items for some of an article's approved comments, each linked on the comment page that
 * shows it (`all` is every approved comment of the article, which decides the pages).
 */
export function commentFeedItems(
  siteUrl: string,
  post: { id: number; permalink: string },
  all: DisplayComment[],
  shown: DisplayComment[],
  title?: (c: DisplayComment) => string,
): CommentFeedItem[] {
  const { pages, pageOf } = commentPageOf(buildThreads(all, { maxDepth: COMMENTS.maxDepth }), COMMENTS.perPage)
  return shown.map((c) => ({
    author: c.authorName,
    title: title?.(c),
    link: `${absoluteUrl(siteUrl, commentPagePath(post.permalink, pageOf.get(c.id) ?? pages, pages))}#comment-${c.id}`,
    guid: `${siteUrl}/?p=${post.id}#comment-${c.id}`,
    date: c.createdAt,
    text: commentPlainText(c.content),
    html: sanitizeCommentHtml(c.content),
  }))
}
