import { studioWallTime } from '@/lib/localDateTime'

import { cameraName } from './cameraName'
import { exposureSummary } from './exposure'

/** What the media library keeps of a photo's EXIF/XMP/IPTC: its fields «Datos de la cámara». */
export type PhotoMetadata = {
  takenAt: string | null
  camera: string | null
  lens: string | null
  exposure: string | null
  keywords: string | null
  /** Lightroom's title (XMP dc:title, IPTC ObjectName) and caption (dc:description, IPTC Caption). */
  title: string | null
  caption: string | null
}

/** The tags as exifr gives them with `reviveValues: false` and `mergeOutput: true`. */
export type RawTags = Record<string, unknown>

export const NO_METADATA: PhotoMetadata = {
  takenAt: null,
  camera: null,
  lens: null,
  exposure: null,
  keywords: null,
  title: null,
  caption: null,
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.replace(/\0/g, '').trim() || null
  if (typeof value === 'number') return String(value)
  // XMP's language alternatives (dc:title) come as { lang, value } or a list of them.
  if (Array.isArray(value)) return text(value[0])
  if (value && typeof value === 'object' && 'value' in value) return text((value as { value: unknown }).value)
  return null
}
const num = (value: unknown): number | undefined => {
  const n = Array.isArray(value) ? Number(value[0]) : Number(value)
  return Number.isFinite(n) && n > 0 ? n : undefined
}
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(list) : text(value) ? [text(value)!] : []

/**
 * EXIF's «2024:06:15 18:42:10» is the camera's clock, with no zone: with OffsetTimeOriginal
 * («+02:00») it is exact, without it it is read as the studio's clock (Madrid), where its shoots are.
 */
export function takenAt(dateTime: unknown, offset: unknown): string | null {
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(
    typeof dateTime === 'string' ? dateTime : '',
  )
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null
  const o = /^([+-])(\d{2}):(\d{2})$/.exec(typeof offset === 'string' ? offset.trim() : '')
  if (!o) return studioWallTime(year, month, day, hour, minute, second).toISOString()
  const minutes = (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3]))
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - minutes * 60_000).toISOString()
}

/** The library's fields from a photo's tags; what the photo does not say is null. */
export function photoMetadata(tags: RawTags): PhotoMetadata {
  const keywords = [...new Set([...list(tags.subject), ...list(tags.Keywords)])]
  return {
    takenAt: takenAt(tags.DateTimeOriginal ?? tags.CreateDate ?? tags.DateCreated, tags.OffsetTimeOriginal),
    camera: cameraName(text(tags.Make) ?? undefined, text(tags.Model) ?? undefined),
    lens: text(tags.LensModel) ?? text(tags.Lens),
    exposure: exposureSummary({
      focalLength: num(tags.FocalLength),
      aperture: num(tags.FNumber),
      exposureTime: num(tags.ExposureTime),
      iso: num(tags.ISO),
    }),
    keywords: keywords.join(', ') || null,
    title: text(tags.title) ?? text(tags.ObjectName),
    caption: text(tags.description) ?? text(tags.Caption),
  }
}
