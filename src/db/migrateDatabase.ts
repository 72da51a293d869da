import type { Payload } from 'payload'

type Migrations = { migrations: { name: string; up: unknown; down: unknown }[] }

/**
 * Applies the committed migrations of the active dialect that the database has not run yet.
 * The folder is chosen at run time: the generated migration files are checked by the database
 * adapters that wrote them, not by our type-check (their drizzle types differ between adapters).
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const dialect = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const { migrations } = (await import(`../migrations/${dialect}/index.ts`)) as Migrations
  await payload.db.migrate({ migrations: migrations as never })
}
