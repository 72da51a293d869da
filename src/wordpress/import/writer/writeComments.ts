import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import { COMMENTS } from '@/lib/constants'

import type { ImportPlan, PlannedComment } from '../core/plan/planImport'
import { siteRelative } from '../core/plan/siteRelative'
import { existingDocs } from './existingDocs'
import { type CommentRow, insertComments } from './insertComments'
import type { WritePolicy } from './policy'
import type { Progress } from './writeImport'

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value)

/** Parents before replies, so every reply's parent is stored when it is. */
function parentsFirst(comments: PlannedComment[]): PlannedComment[] {
  const byId = new Map(comments.map((c) => [c.wpId, c]))
  const out: PlannedComment[] = []
  const seen = new Set<number>()
  for (const start of comments) {
    const chain: PlannedComment[] = []
    for (let c: PlannedComment | undefined = start; c && !seen.has(c.wpId) && !chain.includes(c); c = c.parentWpId ? byId.get(c.parentWpId) : undefined) chain.push(c)
    for (const c of chain.reverse()) {
      seen.add(c.wpId)
      out.push(c)
    }
  }
  return out
}

/**
 * The comments of the imported articles, under their WordPress ids (old `#comment-123` links still
 * land), threaded, with their status: approved ones are shown, pending ones wait in moderation,
 * spam and trash are kept and never shown. The text is stored as written; it is made safe where it
 * is shown, with WordPress's own list of tags a commenter may use. New ones are inserted in bulk.
 */
export async function writeComments(payload: Payload, req: PayloadRequest, plan: ImportPlan, posts: Set<number>, policy: WritePolicy, progress: Progress): Promise<number[]> {
  const comments = parentsFirst(plan.comments.filter((c) => posts.has(c.postWpId)))
  // A commenter's link to the old site itself (often the studio's own replies) follows the site to
  // its new address; comment links stay absolute, as the comment form has them.
  const authorUrl = (url: string) => {
    const relative = siteRelative(url, plan.site.url)
    return relative.startsWith('/') ? new URL(relative, env().siteUrl).toString() : url
  }
  const existing = await existingDocs(payload, req, 'comments', comments.map((c) => c.wpId))
  const written = new Set<number>()
  const fresh: CommentRow[] = []
  for (const c of comments) {
    const row: CommentRow = {
      id: c.wpId,
      post: c.postWpId,
      parent: c.parentWpId && written.has(c.parentWpId) ? c.parentWpId : null,
      authorName: cut(c.authorName, COMMENTS.maxLength.author),
      authorEmail: cut(c.authorEmail, COMMENTS.maxLength.email) || null,
      authorUrl: cut(authorUrl(c.authorUrl), COMMENTS.maxLength.url) || null,
      content: cut(c.content, COMMENTS.maxLength.comment) || '(vacío)',
      status: c.status,
      date: c.date,
      byPostAuthor: c.byPostAuthor,
      ip: c.ip || null,
    }
    const updatedAt = existing.get(c.wpId)
    if (updatedAt === undefined) fresh.push(row)
    else {
      if (policy.decide('comments', c.wpId, updatedAt, `Comentario ${c.wpId}`) === 'skip') continue
      const { id: _id, ...data } = row
      await payload.update({ collection: 'comments', id: c.wpId, data: data as never, depth: 0, req, overrideAccess: true, context: { disableRevalidate: true } })
    }
    written.add(c.wpId)
  }
  progress('Comentarios', 0, fresh.length)
  for (let i = 0; i < fresh.length; i += 2000) {
    await insertComments(payload, req, fresh.slice(i, i + 2000))
    progress('Comentarios', Math.min(fresh.length, i + 2000), fresh.length)
  }
  return [...written]
}
