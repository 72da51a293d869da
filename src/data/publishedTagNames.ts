import 'server-only'

import type { Payload } from 'payload'

import { rawSql } from '@/db/rawSql'

/**
 * Every tag on a published article, once each, in Spanish order. One join, by raw SQL: through
 * Payload, each article's tags are a subquery on `posts_texts`, whose only index (order, parent_id)
 * cannot find an article's rows, so reading them for 5,000 articles took 2 s.
 */
export async function publishedTagNames(payload: Payload): Promise<string[]> {
  const db = await rawSql(payload)
  const rows = await db.rows<{ name: string }>(
    db.sql`SELECT DISTINCT t.text AS name FROM posts_texts t JOIN posts p ON p.id = t.parent_id WHERE t.path = 'tags' AND p._status = 'published' AND t.text IS NOT NULL`,
  )
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'es'))
}
