import type { Payload } from 'payload'

import { isUntouchedDraft } from '@/collections/untouchedDrafts/core/untouchedDraft'

/** A draft «Crear» made and nobody wrote in stays this long (a tab left open may still be typing into it). */
const KEEP_MS = 24 * 60 * 60 * 1000

/**
 * The hourly share of «no untitled draft left behind»: the admin discards an untouched draft when the
 * editor leaves it (DiscardUntouchedDraft), but a closed tab or browser never says so. Drafts never
 * published, with nothing written, a day old, go. Returns how many.
 */
export async function purgeUntouchedDrafts(payload: Payload, now = new Date()): Promise<number> {
  let removed = 0
  for (const collection of ['pages', 'posts'] as const) {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { _status: { equals: 'draft' } },
          { updatedAt: { less_than: new Date(now.getTime() - KEEP_MS).toISOString() } },
        ],
      },
      draft: true,
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      if (!isUntouchedDraft(doc as unknown as Record<string, unknown>)) continue
      const published = await payload.countVersions({
        collection,
        where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
        overrideAccess: true,
      })
      if (published.totalDocs > 0) continue
      await payload.delete({ collection, id: doc.id, overrideAccess: true })
      removed++
    }
  }
  return removed
}
