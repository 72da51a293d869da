import 'server-only'

import { headers } from 'next/headers'

import { payloadClient } from '@/db/payloadClient'
import { getSettings } from '@/data/globals'
import type { PhotoSet } from '@/galleries/core/galleryTypes'
import type { ClientGalleryViewProps } from '@/galleries/components/ClientGalleryView'
import { clientPhotos } from '@/galleries/server/clientPhotos'
import { galleryZip } from '@/galleries/server/galleryZip'
import { openGallery } from '@/galleries/server/openGallery'
import { recordGalleryOpening } from '@/galleries/server/recordGalleryOpening'
import { clientIp } from '@/lib/clientIp'

export type ClientGalleryPage =
  | { kind: 'notFound' }
  | { kind: 'closed'; reason: 'expired' | 'draft'; title: string; studioName: string; email: string | null; phone: string | null }
  | { kind: 'pin'; title: string; problem: string | null }
  | { kind: 'open'; view: ClientGalleryViewProps }

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** What the PIN route said through the address (`?pin=…`), in the client's words. */
function pinProblem(search: Search): string | null {
  const said = one(search.pin)
  if (said === 'incorrecto') return 'Ese PIN no es el de esta galería. Revisa el correo del estudio.'
  if (said === 'espera') {
    const seconds = Math.min(3600, Math.max(1, Number(one(search.s)) || 60))
    const minutes = Math.ceil(seconds / 60)
    return `Demasiados intentos. Vuelve a probar dentro de ${minutes === 1 ? 'un minuto' : `${minutes} minutos`}.`
  }
  return null
}

/** What the selection route said through the address (`?seleccion=…`). */
function selectionNotice(search: Search): string | null {
  const said = one(search.seleccion)
  if (said === 'enviada') return '¡Gracias! Tu selección ha llegado al estudio.'
  if (said === 'vacia') return 'Marca al menos una foto antes de enviar tu selección.'
  return null
}

/**
 * A client's gallery page, from its private link: not found (an unknown or malformed token), closed
 * (expired, or not yet sent), asking for its PIN, or open with its photos. Drawn on every request,
 * never cached (each browser's pass and favourites differ); each opening is logged for the studio.
 */
export async function clientGalleryPage(token: string, search: Search): Promise<ClientGalleryPage> {
  const payload = await payloadClient()
  const requestHeaders = new Headers(await headers())
  const opened = await openGallery(payload, token, requestHeaders)
  if (!opened) return { kind: 'notFound' }
  const { gallery, access, byStudio } = opened
  if (access === 'expired' || access === 'draft') {
    const settings = await getSettings()
    return {
      kind: 'closed',
      reason: access,
      title: gallery.title,
      studioName: settings.studioName,
      email: settings.email ?? null,
      phone: settings.phone ?? null,
    }
  }
  if (access === 'needsPin') return { kind: 'pin', title: gallery.title, problem: pinProblem(search) }
  const [proofs, finals] = await Promise.all([
    clientPhotos(payload, gallery.id, 'proofs'),
    clientPhotos(payload, gallery.id, 'finals'),
  ])
  const asked = one(search.conjunto)
  const set: PhotoSet =
    asked === 'entrega' && finals.length ? 'finals' : asked === '' && finals.length && !proofs.length ? 'finals' : 'proofs'
  const rights = gallery.downloads
  const zip = rights === 'none' ? null : await galleryZip(payload, gallery.id, set, rights)
  if (!byStudio)
    await recordGalleryOpening(payload, {
      gallery: gallery.id,
      ip: clientIp(new Request('http://localhost/', { headers: requestHeaders })),
      userAgent: requestHeaders.get('user-agent'),
    })
  return {
    kind: 'open',
    view: {
      token,
      title: gallery.title,
      clientName: gallery.client.name,
      sessionDate: gallery.sessionDate ?? null,
      expiresAt: gallery.expiresAt,
      set,
      proofs,
      finals,
      selectionLimit: gallery.selectionLimit ?? null,
      extraPhotoPrice: gallery.extraPhotoPrice ?? null,
      selectionSubmittedAt: gallery.selectionSubmittedAt ?? null,
      downloads: gallery.downloads,
      zipBytes: zip?.plan.size ?? null,
      favouritesOnly: one(search.favoritas) === '1',
      confirming: one(search.confirmar) === '1',
      byStudio,
      notice: selectionNotice(search),
    },
  }
}
