import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { SpentTokenStore } from '@/antispam/captcha/server/SpentTokenStore'

/**
 * Used CAPTCHA tokens in the database. Insert-or-fail on a unique column is atomic on SQLite and
 * PostgreSQL alike, so of two requests racing with one token exactly one gets `true`. Only a hash
 * of the token is kept.
 */
export function payloadSpentTokenStore(payload: Payload): SpentTokenStore {
  return {
    async consume(id, expiresAt) {
      const token = createHash('sha256').update(id).digest('hex')
      try {
        await payload.create({
          collection: 'captcha-spent',
          data: { token, expiresAt: expiresAt.toISOString() },
          overrideAccess: true,
        })
        return true
      } catch (error) {
        const found = await payload.find({
          collection: 'captcha-spent',
          where: { token: { equals: token } },
          limit: 1,
          overrideAccess: true,
        })
        if (found.docs.length > 0) return false
        throw error
      }
    },
  }
}

/** Forgets tokens that have expired anyway. */
export async function purgeSpentTokens(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: 'captcha-spent',
    where: { expiresAt: { less_than: now.toISOString() } },
    overrideAccess: true,
  })
}
