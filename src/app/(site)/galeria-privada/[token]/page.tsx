import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ClientGalleryView } from '@/galleries/components/ClientGalleryView'
import { GalleryClosed } from '@/galleries/components/GalleryClosed'
import { GalleryPinForm } from '@/galleries/components/GalleryPinForm'
import { clientGalleryPage } from '@/galleries/data/clientGalleryPage'

// A client's private gallery: drawn per request (each browser's PIN pass and favourites), never
// cached, never indexed.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = {
  title: 'Galería privada',
  robots: { index: false, follow: false, nocache: true },
  // The private link never leaves in a Referer to another site; same-origin keeps the forms' Origin (no-referrer would send `null`).
  referrer: 'same-origin',
}

/** `/galeria-privada/<token>`: the gallery a studio sent its client (issue 34). */
export default async function ClientGalleryPage({ params, searchParams }: Props) {
  const { token } = await params
  const page = await clientGalleryPage(token, await searchParams)
  switch (page.kind) {
    case 'notFound':
      return notFound()
    case 'closed':
      return <GalleryClosed {...page} />
    case 'pin':
      return <GalleryPinForm token={token} title={page.title} problem={page.problem} />
    case 'open':
      return <ClientGalleryView {...page.view} />
  }
}
