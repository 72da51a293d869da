/**
 * A seeded source of randomness (mulberry32): the same seed gives the same requests, so a failure
 * found by a long run is reproduced by its seed.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  bytes(length: number): Buffer
  /** Characters drawn from `alphabet`. */
  text(length: number, alphabet?: string): string
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    bytes: (length) => {
      const out = Buffer.allocUnsafe(length)
      for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256)
      return out
    },
    text: (length, alphabet = 'abcdefghijklmnopqrstuvwxyzñáé0123456789-_') => {
      let out = ''
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)]
      return out
    },
  }
}
