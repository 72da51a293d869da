import type { Payload } from 'payload'

import { SEED_WINDOW_MS } from '@/seed/seedWindow'
import { pages as demoPages, posts as demoPosts } from '@/seed/content'
import { siteSettings } from '@/globals/SiteSettings/siteSettings'

const CONTENT = ['pages', 'posts', 'forms', 'media', 'categories', 'comments'] as const

export type Written = Partial<Record<'posts' | 'pages' | 'media' | 'forms' | 'comments' | 'categories' | 'authors', number[]>>

export type PreviousImport = { id: number; finishedAt: string; written: Written }

export type SiteState = {
  /** Nothing but the untouched demo studio: the import replaces it. */
  demoOnly: boolean
  /** The last finished import of the same site, whose documents a new run updates in place. */
  previous: PreviousImport | null
}

/**
 * What the site holds before an import: only the demo studio as seeded (no article or page but
 * the demo's, nothing changed since seeding, nothing imported), or the studio's own content.
 */
export async function siteState(payload: Payload, source: string): Promise<SiteState> {
  const last = await payload.find({
    collection: 'wordpress-imports',
    where: { and: [{ source: { equals: source } }, { status: { equals: 'done' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = last.docs[0]
  const previous = doc ? { id: doc.id, finishedAt: doc.finishedAt ?? doc.updatedAt, written: (doc.written ?? {}) as Written } : null
  const anyImport = await payload.count({ collection: 'wordpress-imports', where: { status: { equals: 'done' } }, overrideAccess: true })
  const settings = await siteSettings(payload)
  if (anyImport.totalDocs > 0 || !settings.seededAt) return { demoOnly: false, previous }
  // Only the demo's own articles and pages, by id: anything else was written by the studio.
  for (const [collection, ids] of [
    ['posts', demoPosts.map((p) => p.id)],
    ['pages', demoPages.map((p) => p.id)],
  ] as const) {
    const others = await payload.count({ collection, where: { id: { not_in: ids } }, overrideAccess: true })
    if (others.totalDocs > 0) return { demoOnly: false, previous }
  }
  const limit = new Date(Date.parse(settings.seededAt) + SEED_WINDOW_MS).toISOString()
  for (const collection of CONTENT) {
    const touched = await payload.count({ collection, where: { updatedAt: { greater_than: limit } }, overrideAccess: true })
    if (touched.totalDocs > 0) return { demoOnly: false, previous }
  }
  return { demoOnly: true, previous }
}
