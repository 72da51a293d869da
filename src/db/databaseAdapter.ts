import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/env'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * SQLite for one machine with no set-up; PostgreSQL when DATABASE_URL says so, for several app
 * instances behind a load balancer. Schema changes go through committed migrations on both (push
 * is off), so what runs in production is what the tests ran.
 */
export function databaseAdapter(e: Pick<Env, 'databaseUrl' | 'dialect'>, options: { sqliteTransactions?: boolean } = {}): DatabaseAdapterObj {
  if (e.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: e.databaseUrl },
      push: false,
      // WordPress ids (post 1965) are kept when content is imported or seeded.
      allowIDOnCreate: true,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: e.databaseUrl },
    // WAL lets visitors read while an editor saves; the busy timeout makes a writer wait for a
    // lock held by another process (a second instance, a migration) instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    // Payload runs SQLite without transactions unless asked. The WordPress import asks (it must be
    // all or nothing): in its own process (the CLI) or in an instance of its own beside the site's
    // (the admin); the site keeps the default, where each write commits.
    ...(options.sqliteTransactions || process.env.REVELA_SQLITE_TRANSACTIONS === '1' ? { transactionOptions: {} } : {}),
    push: false,
    allowIDOnCreate: true,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
