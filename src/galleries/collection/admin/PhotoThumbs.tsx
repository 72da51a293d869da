import { galleryPhotoPath } from '@/galleries/core/galleryPaths'
import { photoVariants } from '@/galleries/core/photoVariants'

type Thumb = { id: number; filename: string; clientNote?: string | null; width?: number | null; height?: number | null }

/** The smallest WebP the photo has (a photo narrower than 480 pixels has its own width only). */
const smallestWebp = (photo: Thumb) =>
  photoVariants(photo.width ?? 480, photo.height ?? 360).find((variant) => variant.format === 'webp')?.name ??
  'w480.webp'

/**
 * A strip of small previews (the 480-pixel WebP through the gallery's own photo route, which
 * serves the studio's editors), loaded lazily; past the first few, the rest are only counted.
 * With `notes`, the client's note is written under each photo.
 */
export function PhotoThumbs({
  token,
  photos,
  total,
  notes = false,
  label,
}: {
  token: string
  photos: readonly Thumb[]
  total: number
  notes?: boolean
  label: string
}) {
  if (photos.length === 0) return null
  const more = total - photos.length
  return (
    <>
      <ul
        className={notes ? 'gallery-admin__thumbs gallery-admin__thumbs--notes' : 'gallery-admin__thumbs'}
        aria-label={label}
      >
        {photos.map((photo) => (
          <li key={photo.id} className="gallery-admin__thumb">
            <img
              src={galleryPhotoPath(token, photo.id, smallestWebp(photo))}
              alt={photo.filename}
              loading="lazy"
              decoding="async"
              width={120}
              height={90}
            />
            {notes && (
              <span className="gallery-admin__thumb-caption">
                <span className="gallery-admin__thumb-name">{photo.filename}</span>
                {photo.clientNote ? <span className="gallery-admin__note">«{photo.clientNote}»</span> : null}
              </span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="gallery-admin__more">y {more} más</p>}
    </>
  )
}
