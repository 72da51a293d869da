import 'server-only'

import { payloadClient } from '@/db/payloadClient'

/**
 * The address of the image an old WordPress file name stands for: a resized copy
 * (`foto-300x200.jpg`), the original of a `-scaled` image, or a name taken by another file when it
 * was imported. Null when no image of that folder had that name.
 */
export async function mediaUrlByOldName(folder: string, filename: string): Promise<string | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ folder: { equals: folder } }, { otherNames: { in: [filename] } }] },
    select: { url: true, filename: true, folder: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]?.url ?? null
}
