import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/env'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { isOwnOrigin } from '@/lib/http/isOwnOrigin'
import { readBoundedText } from '@/lib/http/readBoundedText'

import { GALLERY_PASS_DAYS, galleryPassCookie, signGalleryPass } from './galleryPass'
import { seeOther } from './galleryRequest'
import { openGallery } from './openGallery'
import { pinAttempt } from './pinAttempts'
import { recordGalleryEvent } from './recordGalleryEvent'

const samePin = (given: string, pin: string) => {
  const a = Buffer.from(given.padEnd(16).slice(0, 16))
  const b = Buffer.from(pin.padEnd(16).slice(0, 16))
  return timingSafeEqual(a, b) && given.length === pin.length
}

/**
 * A client types the gallery's PIN: the tries are bounded (pinAttempts) before it is compared, a
 * wrong one is logged for the studio, a right one gives this browser its pass (a signed cookie for
 * this gallery's address alone). Every outcome is a redirect back to the gallery, which says it.
 */
export async function provePin(request: Request, token: string, payload: Payload, ip: string): Promise<Response> {
  const base = galleryPath(token)
  if (!isOwnOrigin(request, env().siteUrl))
    return new Response('Esta acción solo se puede hacer desde la galería.', { status: 403 })
  const body = await readBoundedText(request, 1024)
  const opened = await openGallery(payload, token, request.headers)
  if (!opened) return new Response('Esta galería no existe.', { status: 404 })
  if (opened.access !== 'needsPin' || body === null) return seeOther(base)
  const { gallery } = opened
  const attempt = await pinAttempt(ip, gallery.id)
  if (!attempt.allowed) return seeOther(`${base}?pin=espera&s=${attempt.retryAfterS}`)
  const given = (new URLSearchParams(body).get('pin') ?? '').trim()
  if (!samePin(given, gallery.pin ?? '')) {
    await recordGalleryEvent(payload, {
      gallery: gallery.id,
      kind: 'pinRefused',
      ip,
      userAgent: request.headers.get('user-agent'),
    })
    return seeOther(`${base}?pin=incorrecto`)
  }
  const pass = signGalleryPass(env().payloadSecret, gallery.id, gallery.pin ?? '', new Date())
  const secure = env().siteUrl.startsWith('https:') ? '; Secure' : ''
  return seeOther(base, {
    'Set-Cookie': `${galleryPassCookie(gallery.id)}=${pass}; Path=${base}; Max-Age=${GALLERY_PASS_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
  })
}
