import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import { COMMENTS } from '@/lib/commentLimits'

import type { ImportPlan, PlannedComment } from '../core/plan/planImport'
import { siteRelative } from '../core/plan/siteRelative'
import type { IdMap } from './allocateIds'
import { type CommentRow, insertComments } from './insertComments'
import type { WritePolicy } from './policy'

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value)

/** New comments held before they are inserted together. */
const ROWS_PER_FLUSH = 2000

export type CommentWriter = {
  /** One stored article's comments, parents before replies. */
  add(comments: PlannedComment[]): Promise<void>
  /** Inserts what is still held. */
  flush(): Promise<void>
  written(): number[]
}

/**
 * The comments of the imported articles, keeping their WordPress ids (under the ids allocateIds
 * gave them: the WordPress one when it was free, so old `#comment-123` links still land), threaded, with their status: approved ones are shown, pending ones wait in moderation,
 * spam and trash are kept and never shown. The text is stored as written; it is made safe where it
 * is shown, with WordPress's own list of tags a commenter may use. New ones are inserted in bulk;
 * each article's are added once the article is stored.
 */
export async function commentWriter(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  ids: IdMap,
  policy: WritePolicy,
): Promise<CommentWriter> {
  // A commenter's link to the old site itself (often the studio's own replies) follows the site to
  // its new address; comment links stay absolute, as the comment form has them.
  const authorUrl = (url: string) => {
    const relative = siteRelative(url, plan.site.url)
    return relative.startsWith('/') ? new URL(relative, env().siteUrl).toString() : url
  }
  const written = new Set<number>()
  // Written now, or kept as the studio has it: either can be a reply's parent.
  const present = new Set<number>()
  let fresh: CommentRow[] = []
  const flush = async () => {
    if (fresh.length) await insertComments(payload, req, fresh)
    fresh = []
  }
  return {
    async add(comments) {
      for (const c of comments) {
        const slot = ids.slot('comments', c.wpId)
        const row: CommentRow = {
          id: slot.id,
          wordpressId: c.wpId,
          post: ids.id('posts', c.postWpId),
          parent: c.parentWpId && present.has(c.parentWpId) ? ids.id('comments', c.parentWpId) : null,
          authorName: cut(c.authorName, COMMENTS.maxLength.author),
          authorEmail: cut(c.authorEmail, COMMENTS.maxLength.email) || null,
          authorUrl: cut(authorUrl(c.authorUrl), COMMENTS.maxLength.url) || null,
          content: cut(c.content, COMMENTS.maxLength.comment) || '(vacío)',
          status: c.status,
          date: c.date,
          byPostAuthor: c.byPostAuthor,
          ip: c.ip || null,
        }
        if (slot.updatedAt === undefined) fresh.push(row)
        else {
          if (
            policy.decide(
              'comments',
              c.wpId,
              slot.updatedAt,
              `El comentario de ${c.authorName || 'un visitante anónimo'}`,
            ) === 'skip'
          ) {
            present.add(c.wpId)
            continue
          }
          // Its parent may still be among the held rows.
          await flush()
          const { id: _id, ...data } = row
          await payload.update({
            collection: 'comments',
            id: slot.id,
            data: data as never,
            depth: 0,
            req,
            overrideAccess: true,
            context: { disableRevalidate: true },
          })
        }
        written.add(c.wpId)
        present.add(c.wpId)
      }
      if (fresh.length >= ROWS_PER_FLUSH) await flush()
    },
    flush,
    written: () => [...written].map((wpId) => ids.id('comments', wpId)),
  }
}
