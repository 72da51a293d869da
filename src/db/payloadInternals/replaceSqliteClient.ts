import type { Client } from '@libsql/client'
import type { BaseDatabaseAdapter } from 'payload'

import { hasMethods, internalOf, PayloadInternalChanged } from './payloadInternalChanged'

/**
 * Puts our libsql client in the SQLite adapter before it connects: the adapter's `client`
 * property, which @payloadcms/db-sqlite 3.90 initialises to undefined (dist/index.js) and whose
 * connect() creates one only when there is none (dist/connect.js: `if (!this.client)`), then hands
 * to Drizzle. Payload has no option for a client of one's own; db/SerializedSqliteClient is one
 * (one writer connection, a write lock across processes, reads beside it).
 */
export function replaceSqliteClient(adapter: BaseDatabaseAdapter, client: Client): void {
  if (adapter.name !== 'sqlite' || !('client' in adapter) || internalOf(adapter, 'client') !== undefined) {
    throw new PayloadInternalChanged(
      `db.client (sqlite adapter, unset before connect; adapter '${adapter.name}')`,
      internalOf(adapter, 'client'),
    )
  }
  Reflect.set(adapter, 'client', client)
}

/** The libsql client the SQLite adapter runs on (`adapter.client`), to check it is still ours. */
export function sqliteClient(adapter: BaseDatabaseAdapter): Client {
  const client = internalOf(adapter, 'client')
  if (adapter.name !== 'sqlite' || !hasMethods(client, 'execute', 'batch', 'transaction')) {
    throw new PayloadInternalChanged(`db.client (sqlite adapter; adapter '${adapter.name}')`, client)
  }
  return client as Client
}
