import type { Payload } from 'payload'

import { DEMO_COMMENTS_POST_ID, demoComments } from './content/comments'

const ctx = { disableRevalidate: true }

/**
 * The demo conversation, approved, in order so that each reply finds its parent. Skipped when the
 * article already has comments (an interrupted seed resumed, or an editor's own).
 */
export async function seedComments(payload: Payload, adminId: number): Promise<void> {
  const existing = await payload.count({ collection: 'comments', where: { post: { equals: DEMO_COMMENTS_POST_ID } } })
  if (existing.totalDocs > 0) return
  const ids = new Map<string, number>()
  for (const c of demoComments) {
    const parent = c.replyTo ? ids.get(c.replyTo) : undefined
    const doc = await payload.create({
      collection: 'comments',
      data: {
        post: DEMO_COMMENTS_POST_ID,
        parent,
        authorName: c.author,
        authorEmail: c.email,
        authorUrl: c.url,
        content: c.content,
        status: 'approved',
        date: c.date,
        byStudio: c.byStudio ? adminId : undefined,
      },
      overrideAccess: true,
      context: ctx,
    })
    ids.set(c.key, doc.id)
  }
}
