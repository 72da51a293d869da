import exifr from 'exifr'

import { NO_METADATA, photoMetadata, type PhotoMetadata, type RawTags } from '../core/photoMetadata'

import { readJpegStart, type UploadedFile } from './uploadedBytes'

/**
 * Only the blocks the library shows, never the image. Values unrevived: the camera's clock stays as
 * written, read by photoMetadata.
 */
const OPTIONS = {
  tiff: true,
  exif: true,
  xmp: true,
  iptc: true,
  gps: false,
  ifd1: false,
  interop: false,
  makerNote: false,
  userComment: false,
  icc: false,
  jfif: false,
  ihdr: false,
  mergeOutput: true,
  reviveValues: false,
  translateValues: false,
} as const

/**
 * The upload's camera data (date taken, camera, lens, exposure, Lightroom's title and keywords);
 * none if unreadable. exifr is handed bytes, never a path (its own file reader does not survive the
 * server's bundle): a JPEG's header up to its image data (EXIF, XMP and IPTC sit there), or the
 * first 256 KB of another type, so a 100 MB original costs kilobytes.
 */
export async function readPhotoMetadata(file: UploadedFile, warn: (message: string) => void): Promise<PhotoMetadata> {
  const { start, header } = await readJpegStart(file)
  const bytes = Buffer.from(header.kind === 'header' ? start.subarray(0, header.scanStart) : start)
  const tags = (await exifr
    .parse(bytes, OPTIONS)
    .catch((error: Error) => warn(`No se han podido leer los datos de la cámara: ${error.message}`))) as
    RawTags | undefined
  return tags ? photoMetadata(tags) : NO_METADATA
}
