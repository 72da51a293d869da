import type { BaseDatabaseAdapter } from 'payload'

import { hasMethods, internalOf, PayloadInternalChanged } from './payloadInternalChanged'

type Row = Record<string, unknown>
/** The SQL adapter as @payloadcms/drizzle's writer sees it: its tables and its insert. */
export type DrizzleTables = {
  tables: Record<string, unknown>
  rawTables?: Record<string, { columns: Record<string, unknown> }>
  tableNameMap: Map<string, string>
  relationshipsSuffix: string
  versionsSuffix: string
  insert: (args: { db: unknown; tableName: string; values: Row[] }) => Promise<Row[]>
}

/**
 * The SQL adapter itself, typed as @payloadcms/drizzle 3.90's DrizzleAdapter (dist/types.d.ts):
 * `tables` and `rawTables` (Drizzle's and Payload's description of each table), `tableNameMap`
 * (slug → table), the `_rels` and `_v` suffixes, and `insert` (the dialect's multi-row INSERT …
 * RETURNING). The import's writer passes it to transformForWrite and insertArrays (see
 * loadDrizzleWriter) and inserts with it.
 */
export function drizzleTables(db: BaseDatabaseAdapter): DrizzleTables {
  const tables = internalOf(db, 'tables')
  const shape = {
    tables: tables !== null && typeof tables === 'object',
    tableNameMap: internalOf(db, 'tableNameMap') instanceof Map,
    relationshipsSuffix: typeof internalOf(db, 'relationshipsSuffix') === 'string',
    versionsSuffix: typeof internalOf(db, 'versionsSuffix') === 'string',
    insert: hasMethods(db, 'insert'),
  }
  const missing = Object.keys(shape).filter((k) => !shape[k as keyof typeof shape])
  if (missing.length)
    throw new PayloadInternalChanged(`db.${missing.join(', db.')} (${db.name} adapter, @payloadcms/drizzle)`, db)
  return db as unknown as DrizzleTables
}
