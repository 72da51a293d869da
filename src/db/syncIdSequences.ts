import type { Payload } from 'payload'

import { drizzleOf } from './payloadInternals'

/**
 * Documents created with explicit WordPress ids (post 1965) do not advance PostgreSQL's id
 * sequences, so the next new document would collide; this moves each sequence past the highest id.
 * SQLite picks max(id)+1 by itself.
 */
export async function syncIdSequences(payload: Payload, tables: string[]): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const { sql } = await import('@payloadcms/db-postgres')
  const db = drizzleOf(payload.db, 'postgres')
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Nombre de tabla no válido: ${table}`)
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`,
      ),
    )
  }
}
