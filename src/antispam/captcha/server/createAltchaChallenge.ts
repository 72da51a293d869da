import { createChallenge, randomInt, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { CAPTCHA } from '@/lib/constants'

import { altchaSecrets } from './altchaSecrets'
import { ALTCHA_WORK } from './altchaWorkFactor'

export type AltchaChallengeOptions = { secret: string; now?: () => number }

/**
 * A signed ALTCHA challenge for one action. The action (in `data`) and the expiry are inside the
 * signed parameters, so the verifier can trust both without keeping any state per challenge.
 */
export function createAltchaChallenge(
  action: string,
  { secret, now = Date.now }: AltchaChallengeOptions,
): Promise<Challenge> {
  const keys = altchaSecrets(secret)
  return createChallenge({
    algorithm: ALTCHA_WORK.algorithm,
    cost: ALTCHA_WORK.cost,
    // Deterministic mode: the server derives the key for a secret counter and signs it, which
    // bounds the visitor's work and lets verification check one HMAC instead of a PBKDF2.
    counter: randomInt(ALTCHA_WORK.maxCounter, ALTCHA_WORK.minCounter),
    deriveKey,
    data: { action },
    expiresAt: new Date(now() + CAPTCHA.tokenMaxAgeMs),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.key,
  })
}
