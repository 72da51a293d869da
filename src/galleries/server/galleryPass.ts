import { createHmac, timingSafeEqual } from 'node:crypto'

/** A proved PIN is remembered by this browser for this long (a client comes back over weeks). */
export const GALLERY_PASS_DAYS = 30

/** The cookie that says this browser typed the gallery's PIN: one per gallery. */
export const galleryPassCookie = (galleryId: number | string) => `revela_galeria_${galleryId}`

const mac = (secret: string, galleryId: number | string, pin: string, until: number) =>
  createHmac('sha256', `${secret}:galleries`).update(`${galleryId}\n${pin}\n${until}`).digest('base64url')

/**
 * The cookie's value once the PIN is proved: its expiry and a MAC over the gallery, the PIN and
 * that expiry. Changing the PIN in the admin voids every pass given for the old one; nothing of the
 * PIN can be read from it.
 */
export function signGalleryPass(secret: string, galleryId: number | string, pin: string, now: Date): string {
  const until = now.getTime() + GALLERY_PASS_DAYS * 24 * 60 * 60 * 1000
  return `${until}.${mac(secret, galleryId, pin, until)}`
}

/** Whether a cookie's value is a pass for this gallery and PIN that has not run out. */
export function isGalleryPass(
  value: string | undefined,
  secret: string,
  galleryId: number | string,
  pin: string,
  now: Date,
): boolean {
  if (!value || value.length > 128) return false
  const dot = value.indexOf('.')
  const until = Number(value.slice(0, dot))
  if (dot < 1 || !Number.isSafeInteger(until) || until <= now.getTime()) return false
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, galleryId, pin, until))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
