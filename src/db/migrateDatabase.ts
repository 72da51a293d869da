import type { Payload } from 'payload'

/** Applies the committed migrations of the active dialect that the database has not run yet. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { migrations } =
    payload.db.name === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  // Each dialect's migrations take that dialect's arguments; Payload's signature is the common one.
  await payload.db.migrate({ migrations: migrations as never })
}
