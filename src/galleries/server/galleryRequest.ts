import type { Payload } from 'payload'

import { env } from '@/env'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { isOwnOrigin } from '@/lib/http/isOwnOrigin'
import { readBoundedText } from '@/lib/http/readBoundedText'

import { GalleryActionRefused } from './galleryActions'
import { openGallery, type OpenedGallery } from './openGallery'
import { privateText } from './privateText'

/** A client's action (a PIN, a heart, a note) is a small form: anything larger is refused unread. */
const ACTION_BODY_BYTES = 8 * 1024

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

const plain = privateText

/** A redirect after a form's post (303: the browser then GETs the page). */
export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store', ...headers } })

/**
 * A client's action on a gallery, the same way for every route: from the site's own pages only,
 * a small form body, a gallery whose link opens (not expired, its PIN proved, not the studio's
 * preview), then `act`. A script (Accept: application/json) gets JSON; a plain form, a redirect
 * back to the gallery. A refusal is said in Spanish with its status.
 */
export async function galleryAction(
  request: Request,
  token: string,
  payload: Payload,
  act: (opened: OpenedGallery, form: URLSearchParams) => Promise<{ json: Record<string, unknown>; back: string }>,
): Promise<Response> {
  const json = wantsJson(request)
  const refuse = (status: number, message: string) =>
    json
      ? Response.json({ ok: false, message }, { status, headers: { 'Cache-Control': 'private, no-store' } })
      : plain(status, message)
  if (!isOwnOrigin(request, env().siteUrl)) return refuse(403, 'Esta acción solo se puede hacer desde la galería.')
  const body = await readBoundedText(request, ACTION_BODY_BYTES)
  if (body === null) return refuse(413, 'El envío es demasiado grande.')
  const opened = await openGallery(payload, token, request.headers)
  if (!opened) return refuse(404, 'Esta galería no existe.')
  if (opened.access !== 'open' || opened.byStudio) {
    if (!json) return seeOther(galleryPath(token))
    return refuse(403, opened.access === 'expired' ? 'Esta galería ha caducado.' : 'Abre la galería para hacer esto.')
  }
  try {
    const { json: answer, back } = await act(opened, new URLSearchParams(body))
    return json
      ? Response.json({ ok: true, ...answer }, { headers: { 'Cache-Control': 'private, no-store' } })
      : seeOther(back)
  } catch (error) {
    if (error instanceof GalleryActionRefused) return refuse(error.status, error.message)
    throw error
  }
}
