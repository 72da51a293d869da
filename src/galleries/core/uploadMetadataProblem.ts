import { PHOTO_SETS } from './galleryTypes'
import { uploadFileProblem, type FileProblem } from './uploadFileProblem'

/** What a new upload declares (tus's Upload-Metadata, Upload-Length). */
export type UploadDeclaration = {
  filename?: string | null
  galleryId?: string | null
  set?: string | null
  /** Upload-Length; undefined when the client defers it. */
  size: number | undefined
}

// The same shape as a gallery's id in its storage keys (galleryStorageKey): digits, or a uuid.
const GALLERY_ID = /^[A-Za-z0-9_-]{1,64}$/
// A file's name as a camera or a file browser writes it: no folders, no control characters.
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]/

const STATUS = { notJpeg: 415, tooBig: 413, empty: 400 } as const satisfies Record<FileProblem['reason'], number>

/**
 * Why the server refuses to start an upload (status and the Spanish sentence the studio reads), or
 * null. A refused upload creates nothing on disk or in the bucket.
 */
export function uploadMetadataProblem(d: UploadDeclaration): { status: 400 | 413 | 415; message: string } | null {
  if (!d.galleryId || !GALLERY_ID.test(d.galleryId))
    return { status: 400, message: 'Falta la galería de destino o no es válida.' }
  if (!d.set || !Object.hasOwn(PHOTO_SETS, d.set))
    return { status: 400, message: 'Falta el conjunto de destino («Para elegir» o «Entrega»).' }
  const name = d.filename ?? ''
  if (!name || name.length > 255 || UNSAFE_NAME.test(name))
    return { status: 400, message: 'Falta el nombre del archivo o no es válido.' }
  if (d.size === undefined) return { status: 400, message: 'Hay que indicar el tamaño del archivo al empezar.' }
  const problem = uploadFileProblem({ name, size: d.size })
  if (!problem) return null
  return { status: STATUS[problem.reason], message: problem.message }
}
