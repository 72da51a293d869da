import type { Payload, PayloadRequest } from 'payload'

type Collection = 'posts' | 'pages' | 'media' | 'forms' | 'comments'

/**
 * Which of these ids a collection already holds, with when each was last changed: one query per
 * thousand ids instead of one per document.
 */
export async function existingDocs(payload: Payload, req: PayloadRequest, collection: Collection, ids: number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>()
  for (let i = 0; i < ids.length; i += 1000) {
    const result = await payload.find({
      collection,
      where: { id: { in: ids.slice(i, i + 1000) } },
      select: { updatedAt: true },
      pagination: false,
      limit: 0,
      depth: 0,
      draft: collection === 'posts' || collection === 'pages',
      req,
      overrideAccess: true,
    })
    for (const doc of result.docs) found.set(doc.id as number, doc.updatedAt as string)
  }
  return found
}
