import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { galleryActionPath } from '@/galleries/core/galleryPaths'

/** The one dialog where a client writes a note on a photo (opened by GalleryScript). */
export function NoteDialog({ token }: { token: string }) {
  return (
    <dialog className="cg-dialog" aria-labelledby="cg-nota-titulo">
      <form method="post" action={galleryActionPath(token, 'nota')}>
        <h2 id="cg-nota-titulo">Nota para el estudio</h2>
        <input type="hidden" name="photo" />
        <label htmlFor="cg-nota">Lo que quieras pedir sobre esta foto (un recorte, más luz, blanco y negro…)</label>
        <textarea id="cg-nota" name="note" rows={4} maxLength={GALLERY_LIMITS.noteMaxChars} />
        <p className="cg-dialog-error" role="alert" />
        <div className="cg-dialog-actions">
          <button type="submit" className="cg-button">
            Guardar nota
          </button>
          <button type="button" value="cancel" className="cg-cancel">
            Cancelar
          </button>
        </div>
      </form>
    </dialog>
  )
}
