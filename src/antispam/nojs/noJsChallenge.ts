import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { CONTACT_FORM } from '@/lib/constants'

/** A typed word compared loosely: case, accents, quotes and spaces do not count. */
export const foldWord = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[«»"'\s]/g, '')
    .toLowerCase()

const mac = (secret: string, nonce: string, expires: number, word: string) =>
  createHmac('sha256', secret)
    .update(`wpcf7-nojs|${nonce}|${expires}|${foldWord(word)}`)
    .digest('base64url')

/**
 * A word for a visitor without JavaScript to type, and the token that proves which word it was:
 * `nonce.expires.mac`, the mac over the word, so the token alone does not give the word away.
 */
export function issueNoJsChallenge(secret: string, now = Date.now()): { word: string; token: string; expiresAt: Date } {
  const word = CONTACT_FORM.noJsWords[randomInt(CONTACT_FORM.noJsWords.length)]!
  const nonce = randomBytes(16).toString('base64url')
  const expires = now + CONTACT_FORM.noJsChallengeMs
  return { word, token: `${nonce}.${expires}.${mac(secret, nonce, expires, word)}`, expiresAt: new Date(expires) }
}

/**
 * Whether `typed` is the word of `token` and the token is still good; returns its id (to be spent
 * once) and expiry. A forged, altered or expired token, or the wrong word, gives null.
 */
export function checkNoJsChallenge(
  secret: string,
  token: string,
  typed: string,
  now = Date.now(),
): { id: string; expiresAt: Date } | null {
  const [nonce, expiresText, given, extra] = token.split('.')
  if (!nonce || !expiresText || !given || extra !== undefined || !/^\d{1,15}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  if (expires <= now) return null
  const expected = Buffer.from(mac(secret, nonce, expires, typed))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null
  return { id: `wpcf7-nojs:${nonce}`, expiresAt: new Date(expires) }
}

/** The cookie that carries a form's challenge token (one per form on the page, by its unit tag). */
export const noJsChallengeCookie = (unitTag: string) => `${CONTACT_FORM.noJsChallengeCookie}${unitTag}`
