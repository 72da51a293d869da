'use client'

import { toast, useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useId } from 'react'

import { galleryPath } from '@/galleries/core/galleryPaths'
import { whatsAppShareLink } from '@/galleries/core/whatsAppShareLink'

import { GalleryActionButton } from './GalleryActionButton'
import './galleryAdmin.css'

/**
 * «Enlace del cliente», in the gallery's sidebar once it is saved: the private link whole (to copy
 * into any message), a WhatsApp message written with it and the PIN (the editor sends it; the page
 * requests nothing), the gallery as the client will see it, and «Enviar al cliente» by mail.
 */
export function ClientLinkBox() {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const modified = useFormModified()
  const inputId = useId()
  const hintId = useId()
  const token = typeof data?.accessToken === 'string' ? data.accessToken : ''
  if (!id || !token) return null

  const link = `${config.serverURL}${galleryPath(token)}`
  const client = (data?.client ?? {}) as { name?: string; email?: string }
  const pin = typeof data?.pin === 'string' ? data.pin : ''
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success('Enlace copiado.')
    } catch {
      // The browser refused the clipboard (an insecure origin, a denied permission): the field stays selectable.
      toast.error('No se ha podido copiar: selecciona el enlace y cópialo a mano.')
    }
  }

  return (
    <div className="field-type gallery-admin__link">
      <label className="field-label" htmlFor={inputId}>
        Enlace del cliente
      </label>
      <input
        id={inputId}
        className="gallery-admin__link-input"
        type="url"
        readOnly
        value={link}
        aria-describedby={hintId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={hintId} className="field-description">
        Quien tenga el enlace{pin ? ' y el PIN' : ''} puede ver la galería: compártelo solo con el cliente.
      </p>
      <div className="gallery-admin__buttons">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          onClick={() => void copy()}
        >
          Copiar enlace
        </button>
        <a
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          href={whatsAppShareLink({ clientName: client.name ?? '', title: String(data?.title ?? ''), link, pin })}
          target="_blank"
          rel="noopener noreferrer"
        >
          Compartir por WhatsApp<span className="revela-visually-hidden"> (se abre en otra pestaña)</span>
        </a>
        <a
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          href={galleryPath(token)}
          target="_blank"
          rel="noopener"
        >
          Ver como el cliente<span className="revela-visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      </div>
      {modified ? (
        <p className="field-description">Guarda los cambios antes de enviar la galería: el correo lleva lo guardado.</p>
      ) : (
        <GalleryActionButton
          action="send"
          label="Enviar al cliente"
          busyLabel="Enviando…"
          confirm={`Se enviará por correo a ${client.email ?? 'el cliente'} el enlace${pin ? ', el PIN' : ''} y la portada.`}
          confirmLabel="Sí, enviar el correo"
          primary
        />
      )}
    </div>
  )
}
