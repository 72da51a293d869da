import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './payloadInternals'

/** A statement built with the adapter's own `sql` template (Drizzle's). */
export type Statement = unknown
type SqlTag = ((strings: TemplateStringsArray, ...values: unknown[]) => Statement) & {
  /** Statements joined by a separator (rows of a multi-row INSERT, values of an IN list). */
  join: (chunks: Statement[], separator?: Statement) => Statement
}

/**
 * The database by raw SQL, for the tables beside Payload's that it does not know (the site search's
 * and the references' indexes): the one place that writes SQL of its own to them. Payload's own
 * tables are read here only where its query would scan a table per row (data/publishedTagNames).
 */
export type RawSql = {
  dialect: 'sqlite' | 'postgres'
  sql: SqlTag
  /** Rows of a SELECT. */
  rows: <T>(q: Statement) => Promise<T[]>
  /** A statement whose result is not read. */
  run: (q: Statement) => Promise<void>
}

/**
 * On the adapter's Drizzle, or the one of the request's open transaction (payloadInternals'
 * transactionDrizzle), so a hook's writes commit or roll back with the document's. SQLite's Drizzle
 * reads with `all` and writes with `run`; PostgreSQL's `execute`s both.
 */
export async function rawSql(payload: Payload, req?: Partial<PayloadRequest>): Promise<RawSql> {
  const drizzle = await transactionDrizzle(payload.db, req)
  if (drizzle.dialect === 'postgres') {
    const { db } = drizzle
    const { sql } = await import('@payloadcms/db-postgres')
    return {
      dialect: 'postgres',
      sql: sql as unknown as SqlTag,
      rows: async <T>(q: Statement) => (await db.execute(q)).rows as T[],
      run: async (q) => void (await db.execute(q)),
    }
  }
  const { db } = drizzle
  const { sql } = await import('@payloadcms/db-sqlite')
  return {
    dialect: 'sqlite',
    sql: sql as unknown as SqlTag,
    rows: async <T>(q: Statement) => (await db.all(q)) as T[],
    run: async (q) => void (await db.run(q)),
  }
}
