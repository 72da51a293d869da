'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'

import { GalleryActionButton } from './GalleryActionButton'
import { PhotoThumbs } from './PhotoThumbs'
import { photoListUrl } from './photoListUrl'
import { readJson } from './readJson'
import './galleryAdmin.css'

type Favourites = { totalDocs: number; docs: { id: number; filename: string; clientNote?: string | null }[] }

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' })

/**
 * «Selección del cliente», in the gallery's main area once the client has marked a photo: how many
 * they chose (of how many included), when they sent it, the photos with their notes, and the lists
 * for the studio's editing software; «Reabrir la selección» lets the client change it, and the
 * client's data can be exported (their right of access).
 */
export function SelectionPanel() {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const api = config.routes.api
  const headingId = useId()
  const [favourites, setFavourites] = useState<Favourites | null>(null)
  const [reopened, setReopened] = useState(0)

  useEffect(() => {
    if (!id) return
    const abort = new AbortController()
    void readJson<Favourites>(
      photoListUrl(api, id, {
        set: 'proofs',
        favourite: true,
        limit: GALLERY_LIMITS.adminThumbnails,
        select: ['filename', 'clientNote', 'width', 'height'],
      }),
      abort.signal,
    ).then((answer) => answer && setFavourites(answer))
    return () => abort.abort()
  }, [api, id, reopened])

  const token = typeof data?.accessToken === 'string' ? data.accessToken : ''
  const submittedAt = typeof data?.selectionSubmittedAt === 'string' ? data.selectionSubmittedAt : null
  const total = favourites?.totalDocs ?? 0
  if (!id || !token || (total === 0 && !submittedAt)) return null

  const limit = typeof data?.selectionLimit === 'number' ? data.selectionLimit : null
  const base = `${api}/client-galleries/${id}`
  const copyLightroom = async () => {
    try {
      const response = await fetch(`${base}/selection?format=lightroom`, { credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      await navigator.clipboard.writeText(await response.text())
      toast.success('Lista copiada: pégala en el filtro de texto de la Biblioteca de Lightroom.')
    } catch {
      // The list could not be read or the browser refused the clipboard: the CSV below has the same names.
      toast.error('No se ha podido copiar la lista. Prueba con «Descargar CSV».')
    }
  }
  const link = 'btn btn--style-secondary btn--size-small btn--no-margin'

  return (
    <section className="field-type gallery-admin" aria-labelledby={headingId}>
      <h2 id={headingId} className="gallery-admin__title">
        Selección del cliente
      </h2>
      <p>
        <strong>{total === 1 ? '1 foto elegida' : `${total} fotos elegidas`}</strong>
        {limit ? ` de ${limit} incluidas en la sesión` : ''}
        {limit && total > limit ? ` (${total - limit} más de las incluidas)` : ''}.{' '}
        {submittedAt
          ? `El cliente la envió el ${when.format(new Date(submittedAt))}.`
          : 'El cliente aún no la ha enviado: puede seguir cambiándola.'}
      </p>
      <PhotoThumbs
        token={token}
        photos={favourites?.docs ?? []}
        total={total}
        notes
        label="Fotos elegidas por el cliente"
      />
      <div className="gallery-admin__buttons">
        <button type="button" className={link} onClick={() => void copyLightroom()} disabled={total === 0}>
          Copiar lista para Lightroom
        </button>
        <a className={link} href={`${base}/selection?format=captureone`} download>
          Descargar para Capture One (.txt)
        </a>
        <a className={link} href={`${base}/selection?format=csv`} download>
          Descargar CSV
        </a>
        <a className={link} href={`${base}/client-data`} download>
          Exportar datos del cliente
        </a>
      </div>
      {submittedAt && (
        <GalleryActionButton
          action="reopen"
          label="Reabrir la selección"
          busyLabel="Reabriendo…"
          confirm="El cliente podrá volver a marcar y desmarcar fotos y enviar de nuevo su selección. Sus favoritas y notas se conservan."
          confirmLabel="Sí, reabrir"
          onDone={() => setReopened((n) => n + 1)}
        />
      )}
    </section>
  )
}
