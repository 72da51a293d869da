import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { galleryActionPath } from '@/galleries/core/galleryPaths'

import './clientGallery.css'

/** The PIN a gallery asks for before it opens: digits, a phone's number pad, the reason it was refused. */
export function GalleryPinForm({ token, title, problem }: { token: string; title: string; problem: string | null }) {
  return (
    <section className="cg cg-pin" aria-labelledby="cg-pin-titulo">
      <h1 id="cg-pin-titulo">{title}</h1>
      <form method="post" action={galleryActionPath(token, 'pin')}>
        <label htmlFor="cg-pin-input">Escribe el PIN que te ha dado el estudio</label>
        <br />
        <input
          id="cg-pin-input"
          name="pin"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${GALLERY_LIMITS.pinDigits.min},${GALLERY_LIMITS.pinDigits.max}}`}
          maxLength={GALLERY_LIMITS.pinDigits.max}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'cg-pin-error' : undefined}
        />
        {problem ? (
          <p id="cg-pin-error" className="cg-pin-error" role="alert">
            {problem}
          </p>
        ) : null}
        <br />
        <button type="submit" className="cg-button">
          Ver las fotos
        </button>
      </form>
    </section>
  )
}
