import exifr from 'exifr'

import { NO_METADATA, photoMetadata, type PhotoMetadata, type RawTags } from '../core/photoMetadata'

import type { UploadedFile } from './uploadedBytes'

/**
 * Only the blocks the library shows, never the image: exifr reads the file's first chunk (EXIF, XMP
 * and IPTC sit at the start of a JPEG) and at most a few more, so a 100 MB original costs kilobytes.
 * Values unrevived: the camera's clock stays as written, read by photoMetadata.
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
  chunked: true,
  firstChunkSize: 128 * 1024,
  chunkLimit: 8,
} as const

/** The upload's camera data (date taken, camera, lens, exposure, Lightroom's title and keywords); none if unreadable. */
export async function readPhotoMetadata(file: UploadedFile): Promise<PhotoMetadata> {
  const source = file.tempFilePath && !file.data?.length ? file.tempFilePath : file.data
  const tags = (await exifr.parse(source, OPTIONS).catch(() => undefined)) as RawTags | undefined
  return tags ? photoMetadata(tags) : NO_METADATA
}
