import type { WxrComment, WxrItem, WxrSite } from '../wxr/types'

import { gmtDate } from './gmtDate'
import { parentsFirstBy } from './parentsFirst'
import type { CommentStatus, PlannedComment } from './types'

export const commentStatus = (approved: string): CommentStatus =>
  approved === '1' ? 'approved' : approved === '0' ? 'pending' : approved === 'spam' ? 'spam' : 'trash'

/** Comments a visitor wrote: pingbacks, trackbacks and notes of plugins are left out. */
export const isComment = (type: string) => !type || type === 'comment'

/** An author's name as WordPress shows it: the display name, else first and last name, else the login. */
export const authorDisplayName = (a: WxrSite['authors'][number]) =>
  a.displayName || [a.firstName, a.lastName].filter(Boolean).join(' ') || a.login

/** A comment with no name of its own is a user's: WordPress shows the user's name (get_comment_author). */
export function commentAuthorName(authors: WxrSite['authors']): (c: WxrComment) => string {
  const userNames = new Map(authors.map((a) => [a.id, authorDisplayName(a)]))
  return (c) => c.author.trim() || (c.userId ? userNames.get(c.userId)?.trim() : '') || 'Anónimo'
}

/** What an item's comments need from the rest of the plan. */
export type CommentsContext = {
  /** The comments imported: a reply to any other stands alone. */
  commentIds: Set<number>
  authorName: (c: WxrComment) => string
  /** The item's author, to mark the replies they wrote. */
  postAuthor: { id: number | undefined; email: string | undefined }
}

/** An item's comments, ready to store: parents before replies (WordPress threads never cross items). */
export function planComments(item: WxrItem, { commentIds, authorName, postAuthor }: CommentsContext): PlannedComment[] {
  const planned: PlannedComment[] = []
  for (const c of item.comments) {
    if (!isComment(c.type)) continue
    planned.push({
      wpId: c.id,
      postWpId: item.id,
      // A reply whose parent is not imported (another type of comment, a missing one) stands alone.
      parentWpId: c.parent && commentIds.has(c.parent) ? c.parent : null,
      authorName: authorName(c),
      authorEmail: c.authorEmail.trim(),
      authorUrl: c.authorUrl.trim(),
      ip: c.authorIp.trim(),
      date: gmtDate(c.dateGmt) ?? gmtDate(c.date) ?? new Date(0).toISOString(),
      content: c.content,
      status: commentStatus(c.approved),
      byPostAuthor:
        (postAuthor.id !== undefined && c.userId === postAuthor.id) ||
        (!!postAuthor.email && c.authorEmail.toLowerCase() === postAuthor.email),
    })
  }
  return parentsFirstBy(planned, (c) => c.parentWpId)
}
