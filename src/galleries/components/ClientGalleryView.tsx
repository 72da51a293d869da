import { formatBytes } from '@/lib/formatBytes'
import { galleryActionPath, galleryPath, galleryZipPath } from '@/galleries/core/galleryPaths'
import type { ClientPhoto, PhotoSet } from '@/galleries/core/galleryTypes'
import { selectionCount } from '@/galleries/core/selectionCount'

import { GalleryGrid } from './GalleryGrid'
import { GalleryScript } from './GalleryScript.client'
import { NoteDialog } from './NoteDialog'

import './clientGallery.css'

export interface ClientGalleryViewProps {
  token: string
  title: string
  clientName: string
  sessionDate: string | null
  expiresAt: string
  set: PhotoSet
  proofs: ClientPhoto[]
  finals: ClientPhoto[]
  selectionLimit: number | null
  extraPhotoPrice: number | null
  selectionSubmittedAt: string | null
  downloads: 'none' | 'web' | 'originals'
  /** The ZIP's exact size for this set, when downloads are allowed. */
  zipBytes: number | null
  favouritesOnly: boolean
  confirming: boolean
  byStudio: boolean
  /** A message from the last action (a refused selection, a sent one). */
  notice: string | null
}

const day = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
})
const dayTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
})

/**
 * A client's gallery: the session's photos to choose from (hearts, notes, «Mis favoritas», the
 * counter against what the session includes, «Enviar selección» confirmed and then locked) and,
 * once delivered, the finals; downloads as the studio allows them. Everything works as plain
 * links and forms; GalleryScript makes hearts, notes and the filter act at once.
 */
export function ClientGalleryView(props: ClientGalleryViewProps) {
  const { token, set, proofs, finals } = props
  const photos = set === 'finals' ? finals : proofs
  const submitted = props.selectionSubmittedAt
  const choosing = set === 'proofs' && !submitted && !props.byStudio
  const chosen = proofs.filter((p) => p.favourite).length
  const count = selectionCount(chosen, props.selectionLimit, props.extraPhotoPrice)
  const base = galleryPath(token)
  const setLink = (target: PhotoSet) => (target === 'finals' ? `${base}?conjunto=entrega` : base)
  const download = props.downloads === 'originals' ? 'original' : props.downloads === 'web' ? 'download.jpg' : null
  return (
    <div
      className="cg"
      data-limit={props.selectionLimit ?? ''}
      data-price={props.extraPhotoPrice ?? ''}
      data-token={token}
      data-filter={props.favouritesOnly ? 'favourites' : undefined}
    >
      {props.byStudio ? (
        <p className="cg-studio" role="note">
          Vista del estudio: así verá la galería el cliente. Aquí no se pueden marcar favoritas.
        </p>
      ) : null}
      <header className="cg-head">
        <h1>{props.title}</h1>
        <p className="cg-meta">
          {props.clientName}
          {props.sessionDate ? ` · sesión del ${day.format(new Date(props.sessionDate))}` : ''} · disponible hasta el{' '}
          {day.format(new Date(props.expiresAt))}
        </p>
        {finals.length > 0 ? (
          <nav className="cg-sets" aria-label="Conjuntos de fotos">
            <a href={setLink('finals')} aria-current={set === 'finals' ? 'page' : undefined}>
              Entrega ({finals.length})
            </a>
            <a href={setLink('proofs')} aria-current={set === 'proofs' ? 'page' : undefined}>
              Para elegir ({proofs.length})
            </a>
          </nav>
        ) : null}
        {download && photos.length > 0 ? (
          <p>
            <a className="cg-button" href={galleryZipPath(token, set)} download>
              Descargar todas{props.zipBytes ? ` (${formatBytes(props.zipBytes)})` : ''}
            </a>
          </p>
        ) : null}
      </header>

      {props.notice ? (
        <p className="cg-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {submitted && set === 'proofs' ? (
        <p className="cg-notice" role="status">
          Enviaste tu selección el {dayTime.format(new Date(submitted))}: {chosen === 1 ? '1 foto' : `${chosen} fotos`}.
          Si quieres cambiar algo, escribe al estudio.
        </p>
      ) : null}

      {set === 'proofs' ? (
        <div className="cg-bar" role="region" aria-label="Tu selección">
          <p className="cg-count">
            <span className="cg-heart" aria-hidden="true" />
            <output aria-live="polite">{count.counter}</output>
          </p>
          <a
            className="cg-filter"
            href={props.favouritesOnly ? base : `${base}?favoritas=1`}
            aria-pressed={props.favouritesOnly}
            role="button"
          >
            Mis favoritas
          </a>
          {choosing ? (
            <a className="cg-button" href={`${base}?confirmar=1#enviar`}>
              Enviar selección
            </a>
          ) : null}
          <p className="cg-over" aria-live="polite" hidden={!count.overLimit}>
            {count.overLimit}
          </p>
        </div>
      ) : null}

      {props.confirming && choosing ? (
        <section id="enviar" className="cg-confirm" aria-labelledby="enviar-titulo">
          <h2 id="enviar-titulo">¿Enviar tu selección?</h2>
          {chosen === 0 ? (
            <p>Aún no has marcado ninguna foto. Pulsa el corazón de las que quieras y vuelve aquí.</p>
          ) : (
            <>
              <p>
                Vas a enviar {chosen === 1 ? '1 foto' : `${chosen} fotos`} al estudio. Después ya no podrás cambiarla
                desde aquí.
              </p>
              {count.overLimit ? <p>{count.overLimit}</p> : null}
              <form method="post" action={galleryActionPath(token, 'seleccion')}>
                <button type="submit" className="cg-button">
                  Sí, enviar mi selección
                </button>{' '}
                <a href={base}>Seguir eligiendo</a>
              </form>
            </>
          )}
        </section>
      ) : null}

      {photos.length ? (
        <>
          <p className="cg-no-favourites">Aún no has marcado ninguna favorita.</p>
          <GalleryGrid token={token} photos={photos} choosing={choosing} download={download} />
        </>
      ) : (
        <p className="cg-empty">Todavía no hay fotos en esta galería.</p>
      )}
      {choosing ? <NoteDialog token={token} /> : null}
      <GalleryScript />
    </div>
  )
}
