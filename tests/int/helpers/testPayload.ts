import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type Dialect = 'sqlite' | 'postgres'

/** The PostgreSQL server for tests (CI sets it to the local server); absent, those suites say so. */
export const postgresUrl = process.env.TEST_POSTGRES_URL
if (!postgresUrl)
  console.warn('⚠ TEST_POSTGRES_URL no está definido: se omiten las pruebas de integración con PostgreSQL.')

/**
 * A Payload instance on a fresh database of the given dialect, with the committed migrations
 * applied: a temporary SQLite file, or the test PostgreSQL database with its schema emptied.
 * Each test file runs in its own process, so the environment set here is that file's alone.
 */
export async function testPayload(dialect: Dialect): Promise<{ payload: Payload; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), `revela-int-${dialect}-`))
  process.env.DATABASE_URL = dialect === 'sqlite' ? `file:${path.join(dir, 'test.db')}` : await workerDatabase()
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.DATA_DIR = path.join(dir, 'data')
  process.env.PAYLOAD_SECRET = 'test-secret-test-secret-test-secret-42'
  process.env.SITE_URL = 'http://localhost:3999'
  // Every file plays the same site (SITE_URL above), two at a time: with a REDIS_URL from the shell
  // they would share its counts as two instances of one site do. The tests of Redis set their own.
  delete process.env.REDIS_URL
  // Suites post far more than a visitor may; the limit itself is tested on its own.
  process.env.POST_RATE_LIMIT = '10000'

  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const payload = await getPayload({ config })
  const { migrateDatabase } = await import('@/db/migrateDatabase')
  await migrateDatabase(payload)
  return { payload, dir }
}

/**
 * A PostgreSQL database of this test worker's own, made empty: the suites run two at a time, and
 * each worker runs one file at a time, so a database per worker (`VITEST_POOL_ID`) keeps them apart
 * without leaving one behind per run. TEST_DATABASE_PREFIX keeps two checkouts tested at once on one
 * server (a developer's and CI's) out of each other's databases.
 */
async function workerDatabase(): Promise<string> {
  const { createPostgresDatabase } = await import('../../support/postgresDatabase')
  const prefix = (process.env.TEST_DATABASE_PREFIX ?? 'revela_int').replace(/\W/g, '_')
  return (await createPostgresDatabase(`${prefix}_${Number(process.env.VITEST_POOL_ID) || 0}`)).url
}
