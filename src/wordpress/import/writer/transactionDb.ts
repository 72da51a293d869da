import type { Payload, PayloadRequest } from 'payload'

/** Drizzle's handle as the adapters hold it (SQLite runs statements, PostgreSQL executes them). */
export type Executor = { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }

/** The database handle of the request's transaction (or the adapter's own, outside one). */
export async function transactionDb(payload: Payload, req: PayloadRequest): Promise<Executor> {
  const adapter = payload.db as unknown as { drizzle: Executor; sessions?: Record<string, { db: Executor }> }
  return (req.transactionID && adapter.sessions?.[String(await req.transactionID)]?.db) || adapter.drizzle
}
