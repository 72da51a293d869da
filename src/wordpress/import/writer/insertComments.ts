import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from '@/db/payloadInternals'

/** A comment row as the `comments` table holds it (see the comments migration). */
export type CommentRow = {
  id: number
  wordpressId: number
  post: number
  parent: number | null
  authorName: string
  authorEmail: string | null
  authorUrl: string | null
  content: string
  status: string
  date: string
  byPostAuthor: boolean
  ip: string | null
}

const ROWS_PER_STATEMENT = 400

/**
 * New comments written in multi-row INSERTs inside the import's transaction, where Payload's one
 * document at a time would take minutes for an export with tens of thousands of them. Comments
 * have no versions and, on import, no hooks that must run (revalidation is done once at the end),
 * so the rows are exactly what Payload would store. Parents must come before their replies.
 */
export async function insertComments(payload: Payload, req: PayloadRequest, rows: CommentRow[]): Promise<void> {
  const postgres = payload.db.name === 'postgres'
  const { sql } = postgres ? await import('@payloadcms/db-postgres') : await import('@payloadcms/db-sqlite')
  const drizzle = await transactionDrizzle(payload.db, req)
  const now = new Date().toISOString()
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(
        (r) =>
          sql`(${r.id}, ${r.wordpressId}, ${r.post}, ${r.parent}, ${r.authorName}, ${r.authorEmail}, ${r.authorUrl}, ${r.content}, ${r.status}, ${r.date}, ${postgres ? r.byPostAuthor : Number(r.byPostAuthor)}, ${r.ip}, ${now}, ${now})`,
      )
    const statement = sql`INSERT INTO "comments" ("id", "wordpress_id", "post_id", "parent_id", "author_name", "author_email", "author_url", "content", "status", "date", "by_post_author", "ip", "updated_at", "created_at") VALUES ${sql.join(values, sql`, `)}`
    if (drizzle.dialect === 'postgres') await drizzle.db.execute(statement)
    else await drizzle.db.run(statement)
  }
}
