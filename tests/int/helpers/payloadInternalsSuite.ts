import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import {
  atomicUpdateOne,
  type DialectDrizzle,
  drizzleOf,
  drizzleTables,
  loadDrizzleWriter,
  poolClients,
  postgresPool,
  sqliteClient,
  transactionDrizzle,
} from '@/db/payloadInternals'
import { SerializedSqliteClient } from '@/db/serializedSqliteClient'

import { testPayload, type Dialect } from './testPayload'

const ctx = { disableRevalidate: true }

/**
 * Each Payload 3.90 internal the site reaches (db/payloadInternals), named in its test's title and
 * used as the site uses it: a Payload upgrade that changes one fails here, by name, before it
 * fails in production as an `undefined`.
 */
export function payloadInternalsSuite(dialect: Dialect) {
  let payload: Payload

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  const sqlTag = async () =>
    dialect === 'postgres' ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql
  /** Rows of a SELECT, as db/rawSql reads them. */
  const rows = async (drizzle: DialectDrizzle, q: unknown) =>
    drizzle.dialect === 'postgres' ? (await drizzle.db.execute(q)).rows : await drizzle.db.all(q)

  it(`db.drizzle (${dialect} adapter, drizzleOf): answers a query`, async () => {
    const sql = await sqlTag()
    const drizzle = await transactionDrizzle(payload.db)
    expect(drizzle.db).toBe(drizzleOf(payload.db, dialect))
    expect(await rows(drizzle, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }])
  })

  it('db.sessions[transactionID].db (@payloadcms/drizzle, transactionDrizzle): the request’s transaction, whose writes roll back with it', async () => {
    const sql = await sqlTag()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const author = await payload.create({
      collection: 'authors',
      data: { name: 'Ana' },
      req,
      overrideAccess: true,
      context: ctx,
    })
    const inside = await transactionDrizzle(payload.db, req)
    expect(inside.db).not.toBe(drizzleOf(payload.db, dialect))
    expect(await rows(inside, sql`SELECT "name" FROM "authors" WHERE "id" = ${author.id}`)).toEqual([{ name: 'Ana' }])
    await killTransaction(req)
    expect(
      (await payload.count({ collection: 'authors', where: { id: { equals: author.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    // Once the transaction has ended, the adapter's own, as Payload's getTransaction answers.
    expect((await transactionDrizzle(payload.db, req)).db).toBe(drizzleOf(payload.db, dialect))
  })

  it('@payloadcms/drizzle dist/transform/write transformForWrite and dist/upsertRow/insertArrays (loadDrizzleWriter), with db.tables, tableNameMap, insert (drizzleTables): an article round-trips as the import writes it', async () => {
    const writer = await loadDrizzleWriter()
    const tables = drizzleTables(payload.db)
    expect(tables.tableNameMap.get('posts')).toBe('posts')
    const category = await payload.create({
      collection: 'categories',
      data: { name: 'Bodas' },
      overrideAccess: true,
      context: ctx,
    })
    const { insertDocuments } = await import('@/wordpress/import/writer/insertDocuments')
    const req = await createLocalReq({ context: ctx }, payload)
    await insertDocuments(payload, req, writer, 'posts', [
      {
        id: 4242,
        data: { title: 'Bodas en otoño', _status: 'published', categories: [category.id], tags: ['boda', 'otoño'] },
        draft: false,
      },
    ])
    const post = await payload.findByID({ collection: 'posts', id: 4242, depth: 0, overrideAccess: true })
    expect(post).toMatchObject({
      title: 'Bodas en otoño',
      _status: 'published',
      categories: [category.id],
      tags: ['boda', 'otoño'],
    })
    const versions = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: 4242 } },
      overrideAccess: true,
    })
    expect(versions.docs.map((v) => v.version.title)).toEqual(['Bodas en otoño'])
  })

  it('db.updateOne options.atomic (@payloadcms/drizzle, atomicUpdateOne): of several claims at once on one outbox row, exactly one wins', async () => {
    const message = await payload.create({
      collection: 'outbox',
      data: {
        to: ['hola@revela.test'],
        from: 'web@revela.test',
        subject: 'Una sola vez',
        text: 'Prueba.',
        messageId: '<unasolavez@revela.test>',
        status: 'queued',
        nextAttemptAt: new Date().toISOString(),
        attempts: 0,
      } as never,
      overrideAccess: true,
    })
    const claim = () =>
      atomicUpdateOne(payload.db, {
        collection: 'outbox',
        where: { and: [{ id: { equals: message.id } }, { status: { equals: 'queued' } }] },
        data: { status: 'sending', attempts: { $inc: 1 } },
      })
    const claims = await Promise.all([claim(), claim(), claim(), claim()])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(
      await payload.findByID({ collection: 'outbox', id: message.id, depth: 0, overrideAccess: true }),
    ).toMatchObject({ status: 'sending', attempts: 1 })
    expect(await claim()).toBeNull()
  })

  if (dialect === 'postgres') {
    it('db.pool (@payloadcms/db-postgres, postgresPool): the pool answers SELECT 1 and has the error listener databaseAdapter adds', async () => {
      const pool = postgresPool(payload.db)
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
      expect(pool.listenerCount('error')).toBeGreaterThan(0)
    })

    it('pool._clients (pg-pool, poolClients): lists the connection the pool hands out', async () => {
      const pool = postgresPool(payload.db)
      const client = await pool.connect()
      try {
        expect(poolClients(pool)).toContain(client)
      } finally {
        client.release()
      }
    })
  } else {
    it('db.client (@payloadcms/db-sqlite, replaceSqliteClient): the adapter, and its Drizzle, run on our SerializedSqliteClient', () => {
      const client = sqliteClient(payload.db)
      expect(client).toBeInstanceOf(SerializedSqliteClient)
      expect(Reflect.get(drizzleOf(payload.db, 'sqlite'), '$client')).toBe(client)
    })
  }
}
