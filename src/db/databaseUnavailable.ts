/** How long a visitor is asked to wait when the database cannot be reached (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_S = 30

// Network failures of the driver (pg) and PostgreSQL's codes for a server going away or refusing
// connections (class 08 and 57P0x: admin shutdown, crash shutdown, cannot connect now).
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
])
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection due to administrator command|database is locked|WriteLockTimeoutError|ha esperado \d+ s a que terminara otra transacción/i

/**
 * Whether an error means the database cannot be reached for now (PostgreSQL restarting or cut off,
 * SQLite's lock held too long), as opposed to a fault of the request or of the code: such a request
 * is answered 503 with Retry-After, and the same request later succeeds. Looks through `cause`s,
 * since Payload and Drizzle wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return typeof e === 'string' && MESSAGES.test(e)
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown }
    if (typeof code === 'string' && CODES.has(code)) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    if (name === 'WriteLockTimeoutError') return true
  }
  return false
}
