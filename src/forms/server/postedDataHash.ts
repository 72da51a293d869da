import { createHmac } from 'node:crypto'

/**
 * CF7's `posted_data_hash`: a keyed hash of what was posted (32 hex characters, like WordPress's
 * wp_hash), so the browser can tell the server "this is the data you already accepted" without the
 * hash revealing or being forgeable from the data.
 */
export function postedDataHash(secret: string, posted: readonly (readonly [string, string])[]): string {
  return createHmac('sha256', secret).update(JSON.stringify(posted)).digest('hex').slice(0, 32)
}
