import { isDatabaseUnavailable } from './databaseUnavailable'

/**
 * A route handler that answers `outage()` (a 503 with Retry-After, in the route's own shape) when
 * the database cannot be reached, instead of a 500: the visitor is told to try again shortly, and
 * nothing was half-written (every write is a transaction). Any other error is the handler's.
 */
export function answerOutage<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
  outage: (...args: A) => Response | Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args)
    } catch (error) {
      if (isDatabaseUnavailable(error)) return outage(...args)
      throw error
    }
  }
}
