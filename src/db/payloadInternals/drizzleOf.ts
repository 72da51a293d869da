import type { BaseDatabaseAdapter } from 'payload'

import { hasMethods, internalOf, PayloadInternalChanged } from './payloadInternalChanged'

/** SQLite's Drizzle (libsql), or one of its transactions: `all` reads rows, `run` writes. */
export type SqliteDrizzle = { all(q: unknown): Promise<unknown[]>; run(q: unknown): Promise<unknown> }
/** PostgreSQL's Drizzle (node-postgres), or one of its transactions: `execute` does both. */
export type PostgresDrizzle = { execute(q: unknown): Promise<{ rows: unknown[] }> }
/** A Drizzle handle with the dialect it speaks. */
export type DialectDrizzle = { dialect: 'sqlite'; db: SqliteDrizzle } | { dialect: 'postgres'; db: PostgresDrizzle }

/** A Drizzle handle checked for the methods its dialect's callers use. */
export function checkedDrizzle(db: BaseDatabaseAdapter, handle: unknown, internal: string): DialectDrizzle {
  if (db.name === 'sqlite' && hasMethods(handle, 'all', 'run'))
    return { dialect: 'sqlite', db: handle as SqliteDrizzle }
  if (db.name === 'postgres' && hasMethods(handle, 'execute'))
    return { dialect: 'postgres', db: handle as PostgresDrizzle }
  throw new PayloadInternalChanged(
    `${internal} (${db.name} adapter: Drizzle with ${db.name === 'postgres' ? 'execute' : 'all and run'})`,
    handle,
  )
}

/**
 * The adapter's own Drizzle: `adapter.drizzle`, which both SQL adapters set in connect()
 * (@payloadcms/db-sqlite and db-postgres 3.90, dist/connect.js) and @payloadcms/drizzle's
 * operations run on. Needed for statements Payload has no API for: PostgreSQL's sequences
 * (db/syncIdSequences), SQLite's `VACUUM INTO` (backup/databaseSnapshot).
 */
export function drizzleOf(db: BaseDatabaseAdapter, dialect: 'sqlite'): SqliteDrizzle
export function drizzleOf(db: BaseDatabaseAdapter, dialect: 'postgres'): PostgresDrizzle
export function drizzleOf(db: BaseDatabaseAdapter, dialect: DialectDrizzle['dialect']): SqliteDrizzle | PostgresDrizzle
export function drizzleOf(
  db: BaseDatabaseAdapter,
  dialect: DialectDrizzle['dialect'],
): SqliteDrizzle | PostgresDrizzle {
  if (db.name !== dialect) throw new Error(`drizzleOf: the database adapter is '${db.name}', not '${dialect}'`)
  return checkedDrizzle(db, internalOf(db, 'drizzle'), 'db.drizzle').db
}
