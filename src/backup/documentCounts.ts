import type { CollectionSlug, Payload } from 'payload'

/** How many documents each collection holds (drafts included): what a restore must find again. */
export async function documentCounts(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { slug } of payload.config.collections) {
    counts[slug] = (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs
  }
  return counts
}
