/** What a file is by its first bytes, in the words an editor knows: the photo types the library takes, and the usual mistakes. */
export type FileKind =
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'avif'
  | 'gif'
  | 'svg'
  | 'pdf'
  | 'zip'
  | 'heic'
  | 'tiff'
  | 'psd'
  | 'video'
  | 'text'
  | 'unknown'

const at = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0))

/** The kind of a file from its first bytes (a few hundred are enough). */
export function fileKind(bytes: Uint8Array): FileKind {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes[0] === 0x89 && at(bytes, 1, 'PNG')) return 'png'
  if (at(bytes, 0, 'RIFF') && at(bytes, 8, 'WEBP')) return 'webp'
  if (at(bytes, 0, 'GIF8')) return 'gif'
  if (at(bytes, 0, '%PDF')) return 'pdf'
  if (at(bytes, 0, 'PK\x03\x04')) return 'zip'
  if (at(bytes, 0, 'II*\0') || at(bytes, 0, 'MM\0*')) return 'tiff'
  if (at(bytes, 0, '8BPS')) return 'psd'
  if (at(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12))
    if (/^avi[fs]$/.test(brand)) return 'avif'
    if (/^(hei[cfsx]|mif1|msf1)$/.test(brand)) return 'heic'
    return 'video'
  }
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'svg'
  if (head && !/[\0-\x08\x0e-\x1f]/.test(head)) return 'text'
  return 'unknown'
}

/** The kinds the media library takes (MEDIA_MIME_TYPES). */
export const PHOTO_KINDS: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg'])
