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

/** The committed migrations of the active dialect that the database has not run yet (for /readyz). */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const dialect = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const { migrations } = (await import(`../migrations/${dialect}/index.ts`)) as Migrations
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const applied = new Set(docs.map((doc) => (doc as { name?: string }).name))
  return migrations.map((m) => m.name).filter((name) => !applied.has(name))
}
