// Says, before V8 stops the process for want of memory, what to do about it: a server that is the
// start script itself (npm start, npm run serve) has no parent left to read its end and explain it.
import { getHeapStatistics } from 'node:v8'

/** Used heap past this share of the limit, still after V8's collections, is a server about to stop. */
const NEAR_LIMIT = 0.9
const EVERY_MS = 15_000
/** Said at most this often: a server that lives near its limit must not fill its log. */
const QUIET_MS = 10 * 60_000

/**
 * Checks the heap every 15 s (never keeping the process alive) and warns in one line when it is nearly full.
 * @param {(line: string) => void} [log]
 * @param {() => { used_heap_size: number, heap_size_limit: number }} [stats]
 */
export function watchHeap(log = console.error, stats = getHeapStatistics) {
  let saidAt = -Infinity
  return setInterval(() => {
    const { used_heap_size: used, heap_size_limit: limit } = stats()
    if (used < NEAR_LIMIT * limit || Date.now() - saidAt < QUIET_MS) return
    saidAt = Date.now()
    const mb = Math.round(limit / 1048576)
    log(
      `✗ El servidor ha usado casi toda su memoria (${Math.round(used / 1048576)} de ${mb} MB) y se detendrá si se llena: define REVELA_SERVER_HEAP_MB con más (p. ej. ${Math.ceil(mb / 64) * 128}) y vuelve a arrancar.`,
    )
  }, EVERY_MS).unref()
}
