'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useId } from 'react'

import { GalleryUploader } from '@/galleries/components/GalleryUploader.client'
import { PHOTO_SETS, type PhotoSet } from '@/galleries/core/galleryTypes'

import { GalleryActionButton } from './GalleryActionButton'
import { PhotoThumbs } from './PhotoThumbs'
import { usePhotoSummary } from './usePhotoSummary'

const photos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`)

/**
 * One set of the gallery («Para elegir» or «Entrega»): its uploader, how many of its photos are
 * ready, being prepared or failed (with each failed file's reason), the first ones as thumbnails
 * and, for the finals, «Avisar al cliente de la entrega».
 */
export function PhotoSetSection({
  galleryId,
  set,
  token,
}: {
  galleryId: number | string
  set: PhotoSet
  token: string
}) {
  const headingId = useId()
  const { summary, refresh } = usePhotoSummary(galleryId, set)
  const { data } = useDocumentInfo()
  const email = (data?.client as { email?: string } | undefined)?.email ?? 'el cliente'
  return (
    <section className="gallery-admin__set" aria-labelledby={headingId}>
      <h3 id={headingId} className="gallery-admin__set-title">
        {PHOTO_SETS[set]}
      </h3>
      <p className="field-description">
        {set === 'proofs'
          ? 'Las fotos de la sesión entre las que el cliente elige sus favoritas.'
          : 'Las fotos editadas que recibe el cliente.'}
      </p>
      <GalleryUploader galleryId={galleryId} set={set} onUploaded={refresh} />
      <div role="status" className="gallery-admin__summary">
        {summary === null ? (
          'Leyendo las fotos…'
        ) : summary.ready + summary.pending + summary.failed === 0 ? (
          'Aún no hay fotos.'
        ) : (
          <>
            {photos(summary.ready)} {summary.ready === 1 ? 'lista' : 'listas'}
            {summary.pending > 0 && ` · ${summary.pending} preparándose`}
            {summary.failed > 0 && ` · ${summary.failed} con error`}
          </>
        )}
      </div>
      {summary && summary.failures.length > 0 && (
        <ul className="gallery-admin__failures" aria-label="Fotos que no se han podido preparar">
          {summary.failures.map((photo) => (
            <li key={photo.id}>
              <strong>{photo.filename}</strong>: {photo.stateError || 'no se ha podido leer la foto.'}
            </li>
          ))}
        </ul>
      )}
      {summary && (
        <PhotoThumbs
          token={token}
          photos={summary.thumbs}
          total={summary.ready}
          label={`Fotos de «${PHOTO_SETS[set]}»`}
        />
      )}
      {set === 'finals' && summary && summary.ready > 0 && (
        <GalleryActionButton
          action="deliver"
          label="Avisar al cliente de la entrega"
          busyLabel="Enviando el aviso…"
          confirm={`Se enviará a ${email} un correo diciendo que sus ${photos(summary.ready)} editadas están listas.`}
          confirmLabel="Sí, avisar al cliente"
          primary
        />
      )}
    </section>
  )
}
