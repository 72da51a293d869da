/**
 * How hard an ALTCHA challenge is. The server picks a secret counter between minCounter and
 * maxCounter and the browser tries counters from 0 until it finds it, each try one PBKDF2 of
 * `cost` rounds. Measured with WebCrypto: about 2 million rounds a second on one server core,
 * roughly half that on a mid-range phone, so 50–200 tries of 5000 rounds take 0.2–1 s there
 * (0.1–0.4 s on a desktop). The bounded counter, unlike a random key prefix, means no unlucky
 * visitor waits several seconds. The server's own cost is one derivation per challenge issued.
 */
export const ALTCHA_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5000,
  minCounter: 50,
  maxCounter: 200,
} as const

/** A token longer than this is not one of ours, and is refused before it is decoded. */
export const ALTCHA_MAX_TOKEN_CHARS = 4096
