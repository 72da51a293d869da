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
