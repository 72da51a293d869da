import 'server-only'

import type { DataFromCollectionSlug, Where } from 'payload'
import { cache } from 'react'

import { payloadClient } from '@/db/payloadClient'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

/** The kinds of document an old WordPress link names by id (`?p=`, `?page_id=`, `?attachment_id=`, `?cat=`, `?author=`). */
export type WordPressIdKind = 'posts' | 'pages' | 'media' | 'categories' | 'authors'

const PUBLISHED = { _status: { equals: 'published' } } as const

/** Posts, pages and attachments share one id space in WordPress: `?p=` may name any of them. */
const SHARED: readonly WordPressIdKind[] = ['posts', 'pages', 'media']
const versioned = (kind: WordPressIdKind) => kind === 'posts' || kind === 'pages'

/**
 * The Revela document that had this id in WordPress: published, for articles and pages. The one
 * place that maps WordPress ids to documents. An imported article, page or photo keeps its
 * WordPress id in `wordpressId` (its own id may differ: an import into a site in use never takes
 * a row of the studio's), and answers first; an imported item of another kind, or one not
 * published (a WordPress draft), with that id means nothing else answers — never the studio's
 * own document that happens to have that id. Categories and authors answer by their WordPress
 * id too. Without any, the document with that id that came from no import with a WordPress id
 * (content made in Revela, imports made before the field).
 */
export const findByWordPressId = cache(async <K extends WordPressIdKind>(kind: K, wordpressId: number): Promise<DataFromCollectionSlug<K> | null> => {
  if (!Number.isSafeInteger(wordpressId) || wordpressId < 1) return null
  const payload = await payloadClient()
  const find = async (collection: WordPressIdKind, where: Where, draft = false) =>
    (await payload.find({ collection, where, draft, depth: 0, limit: 1, pagination: false, overrideAccess: true })).docs[0] ?? null
  const live = (where: Where): Where => (versioned(kind) ? { and: [where, PUBLISHED] } : where)
  if (SHARED.includes(kind)) {
    const imported = await find(kind, live({ wordpressId: { equals: wordpressId } }))
    if (imported) return imported as DataFromCollectionSlug<K>
    const claimed = await Promise.all(SHARED.map((k) => find(k, { wordpressId: { equals: wordpressId } }, versioned(k))))
    if (claimed.some(Boolean)) return null
  } else {
    const imported = await find(kind, { wordpressId: { equals: wordpressId } })
    if (imported) return imported as DataFromCollectionSlug<K>
  }
  return (await find(kind, live({ and: [{ id: { equals: wordpressId } }, { wordpressId: { exists: false } }] }))) as DataFromCollectionSlug<K> | null
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
  await tagRender(cacheTags.media)
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
