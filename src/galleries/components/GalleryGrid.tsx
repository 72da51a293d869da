import { galleryActionPath, galleryPhotoPath } from '@/galleries/core/galleryPaths'
import type { ClientPhoto } from '@/galleries/core/galleryTypes'
import { photoVariants } from '@/galleries/core/photoVariants'

/** Row heights of the justified grid, in CSS pixels (clientGallery.css: --cg-row). */
const ROW = { mobile: 160, other: 240 }
/** A row's photos grow by up to about this much to fill its width: the sizes the browser picks from. */
const ROW_STRETCH = 1.4
/** The first photos load at once (the first screen); the rest as they come near. */
const EAGER = 8

interface Props {
  token: string
  photos: ClientPhoto[]
  /** The client may mark favourites (not after sending the selection, not in the studio's preview, not for finals). */
  choosing: boolean
  /** What «descargar» gives for one photo: its original, its web size, or nothing. */
  download: 'original' | 'download.jpg' | null
}

/**
 * A session's photos as justified rows (flex items growing by their aspect ratio): every row as
 * high as the next, sized per device by CSS alone, each photo's box known before it loads (its
 * width and height, its average colour behind it), so nothing jumps and no script lays it out.
 * Each photo opens the site's lightbox (a link to its largest size, with its srcset); its heart is
 * a form, so that choosing works before and without JavaScript.
 */
export function GalleryGrid({ token, photos, choosing, download }: Props) {
  return (
    <ul className="cg-grid" data-gallery={`cliente-${token}`}>
      {photos.map((photo, index) => {
        const variants = photoVariants(photo.width, photo.height)
        const url = (name: string) => galleryPhotoPath(token, photo.id, name)
        const srcset = (format: 'avif' | 'webp', max = Infinity) =>
          variants
            .filter((v) => v.format === format && v.width <= max)
            .map((v) => `${url(v.name)} ${v.width}w`)
            .join(', ')
        const ratio = photo.width / photo.height
        const sizes = `(max-width: 767px) ${Math.ceil(ratio * ROW.mobile * ROW_STRETCH)}px, ${Math.ceil(ratio * ROW.other * ROW_STRETCH)}px`
        const webp = variants.filter((v) => v.format === 'webp')
        const largest = webp[webp.length - 1] ?? variants[0]!
        const smallest = webp[0] ?? largest
        const label = photo.filename
        return (
          <li
            key={photo.id}
            id={`foto-${photo.id}`}
            className="cg-photo"
            data-photo={photo.id}
            data-favourite={photo.favourite ? '' : undefined}
            style={{ '--cg-ratio': ratio.toFixed(4), backgroundColor: photo.placeholder ?? undefined } as never}
          >
            <a
              className="cg-open"
              href={url(largest.name)}
              data-srcset={srcset('webp')}
              data-width={largest.width}
              data-height={Math.round(largest.width / ratio)}
              data-title={label}
            >
              <picture>
                <source type="image/avif" srcSet={srcset('avif', 960)} sizes={sizes} />
                <img
                  src={url(smallest.name)}
                  srcSet={srcset('webp', 960)}
                  sizes={sizes}
                  width={smallest.width}
                  height={Math.round(smallest.width / ratio)}
                  alt={`Foto ${label}`}
                  loading={index < EAGER ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </picture>
            </a>
            <div className="cg-tools">
              {choosing ? (
                <form method="post" action={galleryActionPath(token, 'favorita')} className="cg-fav">
                  <input type="hidden" name="photo" value={String(photo.id)} />
                  <input type="hidden" name="favourite" value={photo.favourite ? '0' : '1'} />
                  <button type="submit" aria-pressed={photo.favourite} aria-label={`Favorita: ${label}`}>
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.2 5.4 3.2 1.5-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
                    </svg>
                  </button>
                </form>
              ) : null}
              {choosing ? (
                <button
                  type="button"
                  className="cg-note"
                  data-note={photo.note || undefined}
                  aria-label={`${photo.note ? 'Editar la nota' : 'Añadir una nota'}: ${label}`}
                  hidden
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M4 17.3V20h2.7l8-8-2.7-2.7-8 8zM19.7 7a1 1 0 000-1.4l-1.3-1.3a1 1 0 00-1.4 0l-1.2 1.2 2.7 2.7L19.7 7z" />
                  </svg>
                </button>
              ) : null}
              {download ? (
                <a
                  className="cg-download"
                  href={url(download)}
                  download={photo.filename}
                  aria-label={`Descargar ${label}`}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M12 3v11m0 0l-4.5-4.5M12 14l4.5-4.5M5 19h14" />
                  </svg>
                </a>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
