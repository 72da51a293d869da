import { verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { altchaSecrets } from './altchaSecrets'
import { refuse, type CaptchaVerifier } from './CaptchaVerifier'
import { decodeAltchaPayload } from './decodeAltchaPayload'
import type { SpentTokenStore } from './SpentTokenStore'

export type AltchaVerifierOptions = { secret: string; store: SpentTokenStore; now?: () => number }

/** Verifies ALTCHA payloads made from challenges that createAltchaChallenge signed with `secret`. */
export function altchaVerifier({ secret, store, now = Date.now }: AltchaVerifierOptions): CaptchaVerifier {
  const keys = altchaSecrets(secret)
  return {
    async verify(token, expect) {
      if (!token) return refuse('missing')
      const payload = decodeAltchaPayload(token)
      const expiresAtS = payload?.challenge.parameters.expiresAt
      // Every challenge we issue carries an expiry; one without it was not made here.
      if (!payload || !expiresAtS) return refuse('invalid')
      if (now() >= expiresAtS * 1000) return refuse('expired')

      let result
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: keys.challenge,
          hmacKeySignatureSecret: keys.key,
        })
      } catch {
        // The library throws on some malformed values (odd-length hex, unknown algorithms).
        return refuse('invalid')
      }
      if (result.expired) return refuse('expired')
      if (!result.verified) return refuse('invalid')

      // Only now, with the signature checked, are the action and the nonce to be trusted.
      if (payload.challenge.parameters.data?.action !== expect.action) return refuse('wrong-action')
      const fresh = await store.consume(`altcha:${payload.challenge.parameters.nonce}`, new Date(expiresAtS * 1000))
      return fresh ? { ok: true } : refuse('reused')
    },
  }
}
