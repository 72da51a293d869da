/** The sizes a photo's address may name: a web width (`w960.avif`), the web download, or the original. */
const WEB_VARIANT = /^w\d{1,5}\.(avif|webp)$/

export type PhotoFileKind = 'web' | 'download' | 'original'

/** What a photo address's last segment asks for, or null when it names nothing a gallery stores. */
export function photoFileKind(variant: string): PhotoFileKind | null {
  if (variant === 'original') return 'original'
  if (variant === 'download.jpg') return 'download'
  return WEB_VARIANT.test(variant) ? 'web' : null
}

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

/** The Content-Type of a stored size (an original is a JPEG: only JPEGs are taken at upload). */
export const photoContentType = (variant: string) => TYPES[variant.split('.').pop() ?? ''] ?? 'image/jpeg'

/** The name a downloaded web size gets: the original's, marked as the web size. */
export const webDownloadName = (filename: string) => filename.replace(/(\.[^.]*)?$/, '-web.jpg')
