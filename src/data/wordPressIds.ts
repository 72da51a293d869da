import 'server-only'

import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'

import { payloadClient } from './payload'

/** The kinds of document an old WordPress link names by id (`?p=`, `?page_id=`, `?attachment_id=`, `?cat=`, `?author=`). */
export type WordPressIdKind = 'posts' | 'pages' | 'media' | 'categories' | 'authors'

const PUBLISHED = { _status: { equals: 'published' } } as const

/**
 * The Revela document that had this id in WordPress: published, for articles and pages. The one
 * place that maps WordPress ids to documents: today an imported document keeps its WordPress id
 * as its own, so it is found by id; when the importer records it apart (a `wordpressId` field),
 * only this lookup changes.
 */
export const findByWordPressId = cache(async <K extends WordPressIdKind>(kind: K, wordpressId: number): Promise<DataFromCollectionSlug<K> | null> => {
  if (!Number.isSafeInteger(wordpressId) || wordpressId < 1) return null
  const payload = await payloadClient()
  const byId = { id: { equals: wordpressId } }
  const where = kind === 'posts' || kind === 'pages' ? { and: [byId, PUBLISHED] } : byId
  const result = await payload.find({ collection: kind as WordPressIdKind, where, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  return (result.docs[0] ?? null) as DataFromCollectionSlug<K> | null
}) as <K extends WordPressIdKind>(kind: K, wordpressId: number) => Promise<DataFromCollectionSlug<K> | null>

/** The file types an attachment page may stand for, as WordPress names uploads. */
const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'pdf', 'mp4', 'mp3']

/**
 * The media item of a WordPress attachment page (`/{attachment-slug}/`, or under the article it
 * was attached to). The importer keeps no attachment slug: WordPress makes it from the uploaded
 * file's name, so it is found by that name (or the original of a `-scaled` copy, kept among its
 * other names). Like the ids above, the one place to change when the slug is stored.
 */
export const findMediaByWordPressSlug = cache(async (slug: string) => {
  if (!/^[a-z0-9][a-z0-9_-]{0,180}$/.test(slug)) return null
  const names = UPLOAD_EXTENSIONS.map((ext) => `${slug}.${ext}`)
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'media',
    where: { or: [{ filename: { in: names } }, { otherNames: { in: names } }] },
    sort: 'id',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
})
