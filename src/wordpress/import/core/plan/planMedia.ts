import { ImportError } from '../importError'
import { phpRecord } from '../wxr/phpValue'
import type { WxrItem } from '../wxr/types'
import type { ImportReport } from './report'
import { siteRelative } from './siteRelative'
import { itemName } from './itemName'

export type PlannedMedia = {
  wpId: number
  /** The file under uploads, as WordPress keeps it: `2024/03/foto-scaled.jpg`. */
  file: string
  folder: string
  filename: string
  /** Every other name WordPress wrote for it (resized copies, the original of a -scaled one). */
  otherNames: string[]
  alt: string
  title: string
  caption: string
  description: string
  mimeType: string
  date: string | null
}

/** A file path under uploads that cannot leave it: YYYY/MM/name.ext, plain characters. */
const SAFE_FILE = /^(\d{4})\/(0[1-9]|1[0-2])\/([^/\\\0]+\.[A-Za-z0-9]{2,5})$/
const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif|svg\+xml)$/

/**
 * The attachments to import: each keeps its file name under /wp-content/uploads/YYYY/MM/, its
 * alt text, title, caption and description; WordPress's resized copies (from its PHP-serialised
 * metadata) are remembered so old addresses of them still lead to the image. A file name that
 * could leave the uploads folder, or a type Revela does not keep, is reported and left out.
 */
export function planMedia(items: WxrItem[], siteUrl: string, report: ImportReport): PlannedMedia[] {
  const out: PlannedMedia[] = []
  for (const item of items) {
    const attached = (item.meta._wp_attached_file ?? fileFromUrl(item.attachmentUrl || item.guid, siteUrl) ?? '').trim()
    // WordPress never writes such a name: the export was tampered with, and nothing of it is trusted.
    if (
      attached.split(/[\\/]/).includes('..') ||
      attached.startsWith('/') ||
      /^[a-z]:/i.test(attached) ||
      attached.includes('\0')
    ) {
      throw new ImportError(
        `El adjunto ${item.id} tiene un nombre de archivo que sale de la carpeta de subidas («${attached.slice(0, 120)}»): la exportación está manipulada; no se importa nada.`,
      )
    }
    const match = SAFE_FILE.exec(attached)
    if (!match) {
      report.skipped.push({
        itemId: item.id,
        title: itemName(item),
        reason: `nombre de archivo no válido: «${attached.slice(0, 120)}»`,
      })
      continue
    }
    const mimeType = item.meta._wp_attachment_mime_type || mimeFromName(match[3]!)
    if (!IMAGE_TYPES.test(mimeType)) {
      report.skipped.push({
        itemId: item.id,
        title: itemName(item),
        reason: `tipo de archivo que la mediateca de Revela no guarda (${mimeType || 'desconocido'})`,
      })
      continue
    }
    const meta = phpRecord(item.meta._wp_attachment_metadata)
    const sizes =
      meta.sizes && typeof meta.sizes === 'object'
        ? Object.values(meta.sizes as Record<string, { file?: unknown }>)
        : []
    const otherNames = sizes
      .map((s) => (typeof s?.file === 'string' ? s.file : ''))
      .filter((f) => f && !f.includes('/'))
    if (typeof meta.original_image === 'string' && !meta.original_image.includes('/'))
      otherNames.push(meta.original_image)
    out.push({
      wpId: item.id,
      file: attached,
      folder: `${match[1]}/${match[2]}`,
      filename: match[3]!,
      otherNames: [...new Set(otherNames)].filter((n) => n !== match[3]),
      alt: (item.meta._wp_attachment_image_alt ?? '').trim(),
      title: item.title.trim(),
      caption: item.excerpt.trim(),
      description: item.content.trim(),
      mimeType,
      date: null,
    })
  }
  return out
}

function fileFromUrl(url: string, siteUrl: string): string | null {
  const path = siteRelative(url, siteUrl)
  const at = path.indexOf('/wp-content/uploads/')
  if (at === -1) return null
  try {
    return decodeURIComponent(path.slice(at + '/wp-content/uploads/'.length).split(/[?#]/)[0]!)
  } catch {
    // A file name with a malformed escape names no file under uploads: the attachment has none to fetch.
    return null
  }
}

function mimeFromName(name: string): string {
  const ext = name.split('.').pop()!.toLowerCase()
  return (
    {
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      webp: 'image/webp',
      avif: 'image/avif',
      svg: 'image/svg+xml',
    }[ext] ?? ''
  )
}

/**
 * Finds the imported attachment an id or an uploads address stands for; an address of a resized
 * copy (`foto-300x200.jpg`) or of the original of a `-scaled` image finds the same attachment.
 */
export function mediaIndex(media: PlannedMedia[], siteUrl: string): (ref: number | string) => number | null {
  const byId = new Set(media.map((m) => m.wpId))
  const byFile = new Map<string, number>()
  for (const m of media) {
    byFile.set(m.file, m.wpId)
    for (const name of m.otherNames) byFile.set(`${m.folder}/${name}`, m.wpId)
  }
  return (ref) => {
    if (typeof ref === 'number') return byId.has(ref) ? ref : null
    const file = fileFromUrl(ref, siteUrl)
    return file ? (byFile.get(file) ?? null) : null
  }
}
