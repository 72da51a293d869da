import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Documents a purge handles at once. A purge reads and writes through Payload, which holds each
 * document of a bulk operation in memory with its hooks' work: an import of 50,000 old comments
 * asked to clear at once took the serving process past 2 GB and out of memory at its first start.
 */
export const PURGE_BATCH = 100

/**
 * Runs `batch` (which handles at most PURGE_BATCH documents and says how many it handled) until
 * one handles fewer, letting the site's requests go first between two batches. Returns the total.
 * A batch that handles none ends it, so a document the batch cannot change never loops for ever.
 */
export async function inBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const handled = await batch()
    total += handled
    if (handled < PURGE_BATCH) return total
    await nextTurn()
  }
}
