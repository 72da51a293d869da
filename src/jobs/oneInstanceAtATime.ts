import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { postgresPool } from '@/db/payloadInternals'

/** A stable 63-bit key for PostgreSQL's advisory locks, from the job's name. */
const lockKey = (name: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(`revela:${name}`).digest('hex').slice(0, 16)}`)).toString()

/**
 * Runs `work` unless another instance of the site is running the same job right now: on PostgreSQL
 * (several instances share it) through an advisory lock held on one connection for the run, so the
 * minute's scheduled publications and the hourly purge happen once however many instances run.
 * Payload's own job claim only lowers the chance of a double pickup. SQLite is one instance's alone.
 * Returns whether this instance ran it.
 */
export async function oneInstanceAtATime(payload: Payload, name: string, work: () => Promise<void>): Promise<boolean> {
  const pool = payload.db.name === 'postgres' ? postgresPool(payload.db) : undefined
  if (!pool) {
    await work()
    return true
  }
  const key = lockKey(name)
  const client = await pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1::bigint) AS ok', [key])
    if (!rows[0]?.ok) return false
    try {
      await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint) AS ok', [key])
    }
    return true
  } finally {
    client.release()
  }
}
