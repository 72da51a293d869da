import { spawn } from 'node:child_process'
import { copyFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { drizzleOf } from '@/db/payloadInternals'
import type { Env } from '@/env'

/** The SQLite file a `file:` DATABASE_URL names. */
export const sqliteFile = (databaseUrl: string) => path.resolve(databaseUrl.replace(/^file:/, ''))

/**
 * A consistent copy of the database while the site keeps serving: SQLite's `VACUUM INTO` (one
 * read transaction: writes made meanwhile are either wholly in or wholly out), or `pg_dump`, which
 * reads one snapshot of PostgreSQL.
 */
export async function snapshotDatabase(
  payload: Payload,
  e: Pick<Env, 'dialect' | 'databaseUrl'>,
  file: string,
): Promise<void> {
  if (e.dialect === 'sqlite') {
    const db = drizzleOf(payload.db, 'sqlite')
    await db.run(sql.raw(`VACUUM INTO '${file.replaceAll("'", "''")}'`))
    return
  }
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, e.databaseUrl],
    'pg_dump (instala el cliente de PostgreSQL: apt-get install postgresql-client)',
  )
}

/** Puts a snapshot back: the SQLite file in place (the site must be stopped), or pg_restore into an emptied schema. */
export async function restoreDatabase(e: Pick<Env, 'dialect' | 'databaseUrl'>, file: string): Promise<void> {
  if (e.dialect === 'sqlite') {
    const target = sqliteFile(e.databaseUrl)
    await Promise.all(['-wal', '-shm'].map((suffix) => rm(target + suffix, { force: true })))
    await copyFile(file, target)
    return
  }
  await run(
    'psql',
    [
      '--quiet',
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
      e.databaseUrl,
    ],
    'psql (instala el cliente de PostgreSQL)',
  )
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${e.databaseUrl}`, file],
    'pg_restore (instala el cliente de PostgreSQL)',
  )
}

function run(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `No se encuentra ${what}.` : error.message)),
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} falló: ${stderr.trim().split('\n').slice(-2).join(' ')}`)),
    )
  })
}
