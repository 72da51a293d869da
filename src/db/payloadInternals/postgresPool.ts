import type { EventEmitter } from 'node:events'

import type { BaseDatabaseAdapter } from 'payload'

import { hasMethods, internalOf, PayloadInternalChanged } from './payloadInternalChanged'

/** A connection of pg's pool, as the advisory locks use it. */
export type PgPoolClient = EventEmitter & {
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  release(): void
}
/** pg's Pool, the part of it this site uses. */
export type PgPool = EventEmitter & {
  connect(): Promise<PgPoolClient>
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The pg Pool the postgres adapter opened: `adapter.pool`, set by connect()
 * (@payloadcms/db-postgres 3.90, dist/connect.js: `this.pool = new this.pg.Pool(this.poolOptions)`).
 * Needed for what Drizzle cannot do: hold one connection for a whole job (the advisory locks of
 * jobs/oneInstanceAtATime) and hear the pool's `error` events (db/databaseAdapter). Only after connect.
 */
export function postgresPool(db: BaseDatabaseAdapter): PgPool {
  const pool = internalOf(db, 'pool')
  if (db.name !== 'postgres' || !hasMethods(pool, 'connect', 'query', 'on', 'listenerCount')) {
    throw new PayloadInternalChanged(`db.pool (postgres adapter, connected; adapter '${db.name}')`, pool)
  }
  return pool as PgPool
}

/**
 * The connections a pg Pool has open: pg-pool's private `_clients` array (pg-pool 3, index.js).
 * Those opened while Payload connected exist before db/databaseAdapter can listen to the pool's
 * `connect` event, so their `error` events are heard through this list.
 */
export function poolClients(pool: PgPool): EventEmitter[] {
  const clients = internalOf(pool, '_clients')
  if (!Array.isArray(clients) || !clients.every((c) => hasMethods(c, 'on')))
    throw new PayloadInternalChanged('pool._clients (pg-pool)', clients)
  return clients as EventEmitter[]
}
