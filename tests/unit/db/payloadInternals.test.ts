import type { BaseDatabaseAdapter } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  atomicUpdateOne,
  drizzleOf,
  drizzleTables,
  PayloadInternalChanged,
  poolClients,
  postgresPool,
  type PgPool,
  replaceSqliteClient,
  sqliteClient,
  transactionDrizzle,
} from '@/db/payloadInternals'

/** An adapter that is not what Payload 3.90's SQL adapters are: a plain object with a name. */
const plain = (name: string, more: Record<string, unknown> = {}) =>
  ({ name, ...more }) as unknown as BaseDatabaseAdapter
const changed = (internal: string) =>
  new RegExp(`^Payload internal changed: ${internal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

describe('Payload internals on a wrong shape: each accessor names the internal in one line', () => {
  it('postgresPool: db.pool missing', () => {
    expect(() => postgresPool(plain('postgres'))).toThrow(changed('db.pool (postgres adapter'))
    expect(() => postgresPool(plain('postgres'))).toThrow(PayloadInternalChanged)
  })

  it('poolClients: pg-pool’s _clients missing', () => {
    expect(() => poolClients({} as PgPool)).toThrow(changed('pool._clients (pg-pool)'))
  })

  it('replaceSqliteClient: db.client absent, or already set', () => {
    const client = {} as Parameters<typeof replaceSqliteClient>[1]
    expect(() => replaceSqliteClient(plain('sqlite'), client)).toThrow(changed('db.client (sqlite adapter'))
    expect(() => replaceSqliteClient(plain('sqlite', { client: { execute() {} } }), client)).toThrow(
      changed('db.client'),
    )
    const adapter = plain('sqlite', { client: undefined })
    replaceSqliteClient(adapter, client)
    expect(Reflect.get(adapter, 'client')).toBe(client)
  })

  it('sqliteClient: db.client without libsql’s methods', () => {
    expect(() => sqliteClient(plain('sqlite', { client: {} }))).toThrow(changed('db.client (sqlite adapter'))
  })

  it('drizzleOf: db.drizzle missing or without its dialect’s methods; the wrong dialect is refused', () => {
    expect(() => drizzleOf(plain('sqlite'), 'sqlite')).toThrow(changed('db.drizzle (sqlite adapter'))
    expect(() => drizzleOf(plain('postgres', { drizzle: { run() {} } }), 'postgres')).toThrow(
      changed('db.drizzle (postgres adapter'),
    )
    expect(() => drizzleOf(plain('sqlite'), 'postgres')).toThrow(/is 'sqlite', not 'postgres'/)
  })

  it('transactionDrizzle: db.sessions missing inside a transaction, a session without db', async () => {
    const drizzle = { all: async () => [], run: async () => undefined }
    await expect(transactionDrizzle(plain('sqlite', { drizzle }), { transactionID: 'a' })).rejects.toThrow(
      changed('db.sessions (sqlite adapter'),
    )
    await expect(
      transactionDrizzle(plain('sqlite', { drizzle, sessions: { a: {} } }), { transactionID: 'a' }),
    ).rejects.toThrow(changed('db.sessions[transactionID].db'))
    // Outside a transaction, and once it has ended, the adapter's own, as Payload's getTransaction.
    expect((await transactionDrizzle(plain('sqlite', { drizzle, sessions: {} }), { transactionID: 'gone' })).db).toBe(
      drizzle,
    )
  })

  it('drizzleTables: names each missing property of the DrizzleAdapter', () => {
    expect(() => drizzleTables(plain('sqlite', { tables: {}, insert() {} }))).toThrow(
      changed('db.tableNameMap, db.relationshipsSuffix, db.versionsSuffix (sqlite adapter'),
    )
  })

  it('atomicUpdateOne: an adapter that is not one of the SQL ones (no options.atomic)', async () => {
    await expect(
      atomicUpdateOne(plain('mongoose', { updateOne() {} }), { collection: 'outbox', where: {}, data: {} }),
    ).rejects.toThrow(changed('db.updateOne options.atomic'))
  })
})
