import type { Payload } from 'altcha-lib'
import { z } from 'zod'

import { ALTCHA_MAX_TOKEN_CHARS } from './altchaWorkFactor'

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()])

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), scalar).optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
})

/**
 * The payload the browser sends: base64 of `{ challenge, solution }` JSON, as ALTCHA's widget
 * makes it. Returns null for anything else, so that garbage is refused before any crypto runs.
 */
export function decodeAltchaPayload(token: string): Payload | null {
  if (token.length > ALTCHA_MAX_TOKEN_CHARS) return null
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    // Not base64 of JSON: a forged or truncated token from the browser,
    // refused like any other garbage before any crypto runs.
    return null
  }
}
