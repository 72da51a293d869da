import type { EventEmitter } from 'node:events'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/env'

import { poolClients, postgresPool, replaceSqliteClient } from './payloadInternals'
import { SerializedSqliteClient } from './serializedSqliteClient'
import { enterTransaction } from './transactionScope'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * How long a SQLite write waits for another process's transaction: an admin's import of 5,000
 * articles holds it for about a minute; a visitor's comment or form sent meanwhile waits for it.
 */
const OTHER_PROCESS_WAIT_MS = 120_000

/**
 * SQLite for one machine with no set-up; PostgreSQL when DATABASE_URL says so, for several app
 * instances behind a load balancer. Schema changes go through committed migrations on both (push
 * is off), so what runs in production is what the tests ran.
 */
export function databaseAdapter(e: Pick<Env, 'databaseUrl' | 'dialect'>): DatabaseAdapterObj {
  if (e.dialect === 'postgres') {
    const postgres = postgresAdapter({
      pool: { connectionString: e.databaseUrl },
      push: false,
      // WordPress ids (post 1965) are kept when content is imported or seeded.
      allowIDOnCreate: true,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
    return {
      ...postgres,
      init: (args) => {
        const adapter = postgres.init(args)
        const connect = adapter.connect!.bind(adapter)
        adapter.connect = async (options) => {
          await connect(options)
          // A restart of PostgreSQL ends every connection with an error that, unheard, is an uncaught
          // exception: the pool hears its idle ones, and each connection is heard itself for when it
          // is in use (a transaction between two statements), whose query then fails and is answered
          // 503. The pool replaces them on the next query by itself.
          const pool = postgresPool(adapter)
          if (pool.listenerCount('error') === 0) {
            const cut = (error: Error) =>
              args.payload.logger.warn(
                `Se ha cortado una conexión con PostgreSQL (${error.message}); la siguiente consulta abrirá otra.`,
              )
            pool.on('error', cut)
            const hear = (client: EventEmitter) => client.on('error', cut)
            pool.on('connect', hear)
            // The connections opened while connecting, before these listeners.
            for (const client of poolClients(pool)) hear(client)
          }
        }
        return adapter
      },
    }
  }
  const sqlite = sqliteAdapter({
    client: { url: e.databaseUrl },
    // WAL lets visitors read while an editor saves. A write meeting a lock held by another process
    // (the admin's import in its child process, the import CLI, a backup, a migration) waits for
    // it, without stopping the event loop as SQLite's own busy timeout would (SerializedSqliteClient).
    wal: true,
    // Transactions, as on PostgreSQL: a submission, its files and its mail job, or a comment and its
    // notice, are stored together or not at all, and so is a WordPress import. Payload runs SQLite
    // without them unless asked, because libsql's own transactions stall the process under
    // concurrent writes; the client below serialises them instead (see SerializedSqliteClient).
    transactionOptions: {},
    push: false,
    allowIDOnCreate: true,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
  return {
    ...sqlite,
    init: (args) => {
      const adapter = sqlite.init(args)
      // Payload's connect() creates a client only when there is none.
      replaceSqliteClient(adapter, new SerializedSqliteClient(e.databaseUrl, OTHER_PROCESS_WAIT_MS))
      // Each transaction's token, for the rest of the operation that begins it (see transactionScope).
      const begin = adapter.beginTransaction.bind(adapter)
      adapter.beginTransaction = (options) => {
        enterTransaction()
        return begin(options)
      }
      return adapter
    },
  }
}
