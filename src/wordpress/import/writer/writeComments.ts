import type { Payload, PayloadRequest } from 'payload'

import { COMMENTS } from '@/lib/constants'

import type { ImportPlan, PlannedComment } from '../core/plan/planImport'
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
 * is shown, with WordPress's own list of tags a commenter may use.
 */
export async function writeComments(payload: Payload, req: PayloadRequest, plan: ImportPlan, posts: Set<number>, policy: WritePolicy, progress: Progress): Promise<number[]> {
  const ids: number[] = []
  const comments = parentsFirst(plan.comments.filter((c) => posts.has(c.postWpId)))
  const stored = new Set<number>()
  let done = 0
  for (const c of comments) {
    if (done % 50 === 0) progress('Comentarios', done, comments.length)
    done++
    const existing = await payload.findByID({ collection: 'comments', id: c.wpId, depth: 0, req, overrideAccess: true, disableErrors: true })
    if (policy.decide('comments', c.wpId, existing?.updatedAt, `Comentario ${c.wpId}`) === 'skip') continue
    const data = {
      post: c.postWpId,
      parent: c.parentWpId && stored.has(c.parentWpId) ? c.parentWpId : null,
      authorName: cut(c.authorName, COMMENTS.maxLength.author),
      authorEmail: cut(c.authorEmail, COMMENTS.maxLength.email) || undefined,
      authorUrl: cut(c.authorUrl, COMMENTS.maxLength.url) || undefined,
      content: cut(c.content, COMMENTS.maxLength.comment) || '(vacío)',
      status: c.status,
      date: c.date,
      byPostAuthor: c.byPostAuthor,
      ip: c.ip || undefined,
    }
    if (existing) await payload.update({ collection: 'comments', id: c.wpId, data: data as never, req, overrideAccess: true, context: { disableRevalidate: true } })
    else await payload.create({ collection: 'comments', data: { id: c.wpId, ...data } as never, req, overrideAccess: true, context: { disableRevalidate: true } })
    stored.add(c.wpId)
    ids.push(c.wpId)
  }
  progress('Comentarios', comments.length, comments.length)
  return ids
}
