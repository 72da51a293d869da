'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useId } from 'react'

import { PhotoSetSection } from './PhotoSetSection'
import './galleryAdmin.css'

/**
 * «Fotos», in the gallery's main area: the two sets, each with its uploader and what it holds.
 * Photos are uploaded into a saved gallery (they need its id), so a new one says to save first.
 */
export function GalleryPhotosPanel() {
  const { id, data } = useDocumentInfo()
  const headingId = useId()
  const token = typeof data?.accessToken === 'string' ? data.accessToken : ''
  return (
    <section className="field-type gallery-admin" aria-labelledby={headingId}>
      <h2 id={headingId} className="gallery-admin__title">
        Fotos
      </h2>
      {!id || !token ? (
        <p className="field-description">Guarda la galería para poder subir sus fotos.</p>
      ) : (
        <>
          <PhotoSetSection galleryId={id} set="proofs" token={token} />
          <PhotoSetSection galleryId={id} set="finals" token={token} />
        </>
      )}
    </section>
  )
}
