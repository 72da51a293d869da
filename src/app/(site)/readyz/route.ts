import { sharedRedisState } from '@/cluster/sharedRedis'
import { payloadClient } from '@/db/payloadClient'
import { pendingMigrations } from '@/db/migrateDatabase'

export const dynamic = 'force-dynamic'

const WAIT_MS = 2000

/**
 * GET /readyz, for nginx and orchestrators: 200 when this instance can serve everything (its
 * database answers and has every committed migration), 503 otherwise, with the reason in JSON.
 * Redis's state is reported, not required: without it the instance works on its own limits.
 * (GET /healthz, answered by scripts/server.mjs before Next, only says the process is alive.)
 */
export async function GET() {
  const redis = sharedRedisState()
  let database: 'up' | 'down' = 'down'
  let pending: string[] | null = null
  try {
    const payload = await payloadClient()
    pending = await Promise.race([
      pendingMigrations(payload),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), WAIT_MS).unref()),
    ])
    database = 'up'
  } catch {
    // Unreachable or too slow: not ready.
  }
  const ready = database === 'up' && pending?.length === 0
  return Response.json(
    { ready, database, migrations: pending === null ? 'unknown' : pending.length ? { pending } : 'applied', redis },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
