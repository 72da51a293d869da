'use client'

import { useEffect, useId, useRef, useState, type DragEvent } from 'react'

import { filesFromDrop } from '@/galleries/browser/filesFromDrop'
import { galleryUploadQueue, type QueuedFile, type QueueSnapshot } from '@/galleries/browser/galleryUploadQueue'
import { PHOTO_SETS, type PhotoSet } from '@/galleries/core/galleryTypes'
import { uploadProgressText } from '@/galleries/core/uploadProgress'

import './galleryUploader.css'

/** The route of the galleries' tus server (galleries/server/upload), as the browser reaches it. */
const ENDPOINT = '/api/gallery-uploads'

type Props = {
  galleryId: string | number
  set: PhotoSet
  /** Called as each file is stored and handed to the gallery (e.g. to refresh the photo list). */
  onUploaded?(file: QueuedFile): void
}

const doneText = (s: QueueSnapshot) =>
  s.totals.files === 0
    ? ''
    : s.running
      ? `Subiendo: ${s.totals.done} de ${s.totals.files} fotos`
      : s.totals.failed
        ? `Subida detenida: ${s.totals.done} de ${s.totals.files} fotos; ${s.totals.failed} con error`
        : `Subida terminada: ${s.totals.done} de ${s.totals.files} fotos`

/**
 * Uploads a session's camera JPEGs into a gallery's set: a folder dropped (or chosen), or files;
 * one bar for the whole set, a line for each file that failed with its reason, «Reintentar» and
 * «Cancelar». The drop zone is a button (Enter or Space opens the file picker); the counts are
 * announced politely as files finish, not at every chunk.
 */
export function GalleryUploader({ galleryId, set, onUploaded }: Props) {
  const id = useId()
  const [snapshot, setSnapshot] = useState<QueueSnapshot | null>(null)
  const [dragging, setDragging] = useState(false)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)
  const queue = useRef<ReturnType<typeof galleryUploadQueue> | null>(null)
  const uploaded = useRef(onUploaded)
  uploaded.current = onUploaded

  useEffect(() => {
    queue.current = galleryUploadQueue({
      endpoint: ENDPOINT,
      galleryId: String(galleryId),
      set,
      onChange: setSnapshot,
      onUploaded: (file) => uploaded.current?.(file),
    })
    return () => queue.current?.cancel()
  }, [galleryId, set])

  // A tab closed during an upload loses nothing (it resumes), but the browser still asks first.
  const running = snapshot?.running ?? false
  useEffect(() => {
    if (!running) return
    const leaving = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', leaving)
    return () => window.removeEventListener('beforeunload', leaving)
  }, [running])

  const add = (files: readonly File[]) => files.length && queue.current?.add(files)
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void filesFromDrop(event.dataTransfer).then(({ files, unreadable }) => {
      queue.current?.addUnreadable(unreadable)
      add(files)
    })
  }
  const failed = snapshot?.files.filter((f) => f.state === 'failed') ?? []

  return (
    <section className="gallery-uploader" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="gallery-uploader__title">
        Subir fotos a «{PHOTO_SETS[set]}»
      </h3>
      <button
        type="button"
        className={`gallery-uploader__drop${dragging ? ' gallery-uploader__drop--over' : ''}`}
        onClick={() => filesInput.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        Arrastra aquí la carpeta de la sesión (JPEG) o pulsa para elegir las fotos
      </button>
      <div className="gallery-uploader__actions">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => folderInput.current?.click()}
        >
          Elegir una carpeta
        </button>
        {running && (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => queue.current?.cancel()}
          >
            Cancelar
          </button>
        )}
        {!running && failed.length > 0 && (
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            onClick={() => queue.current?.retry()}
          >
            Reintentar
          </button>
        )}
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept=".jpg,.jpeg,image/jpeg"
        hidden
        onChange={(event) => {
          add([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => {
          add([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      {snapshot && snapshot.totals.files > 0 && (
        <div className="gallery-uploader__progress">
          <label htmlFor={`${id}-bar`} className="gallery-uploader__label">
            {uploadProgressText(snapshot.totals, snapshot.secondsLeft, snapshot.running)}
          </label>
          <progress id={`${id}-bar`} max={snapshot.totals.bytes || 1} value={snapshot.totals.sent} />
        </div>
      )}
      <p className="gallery-uploader__status" role="status" aria-live="polite">
        {snapshot ? doneText(snapshot) : ''}
      </p>
      {failed.length > 0 && (
        <ul className="gallery-uploader__failed" aria-label="Fotos que no se han subido">
          {failed.map((file) => (
            <li key={file.key}>
              <strong>{file.name}</strong>: {file.problem}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
