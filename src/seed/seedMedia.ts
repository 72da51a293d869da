import path from 'node:path'

import type { Payload } from 'payload'

import { uploadsFolder } from '@/lib/uploadsPath'

import type { MediaKey } from './content/types'
import { mediaManifest } from './media/manifest'
import type { Progress } from './progress'

const mediaDir = path.resolve(process.cwd(), 'src/seed/media')

/** Uploads the demo photographs (sizes made by sharp) and returns their ids by key. */
export async function seedMedia(payload: Payload, progress: Progress): Promise<Map<MediaKey, number>> {
  const ids = new Map<MediaKey, number>()
  let done = 0
  for (const item of mediaManifest) {
    done += 1
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: item.file } },
      limit: 1,
      depth: 0,
    })
    const found = existing.docs[0]
    if (found) {
      ids.set(item.key, found.id as number)
      continue
    }
    progress(`Imágenes: ${item.file} (tamaños AVIF y WebP)`, done, mediaManifest.length)
    const doc = await payload.create({
      collection: 'media',
      data: {
        alt: item.alt,
        title: item.title,
        description: item.description,
        folder: uploadsFolder(new Date(item.uploaded)),
      },
      filePath: path.join(mediaDir, item.file),
      context: { disableRevalidate: true },
    })
    ids.set(item.key, doc.id as number)
  }
  return ids
}
