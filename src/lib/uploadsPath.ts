/**
 * WordPress keeps uploads under /wp-content/uploads/YYYY/MM/. The studio's old image links use
 * those addresses, so every media file keeps one: the folder comes from the upload date.
 */
export const UPLOADS_PREFIX = '/wp-content/uploads'

/** The YYYY/MM folder for a date, in UTC as WordPress stores it. */
export function uploadsFolder(date: Date): string {
  return `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The public URL of a stored file. */
export function uploadsUrl(folder: string, filename: string): string {
  return `${UPLOADS_PREFIX}/${folder}/${encodeURIComponent(filename)}`
}

/** Parses /wp-content/uploads/YYYY/MM/name.ext; null for anything else (no directory tricks). */
export function parseUploadsPath(segments: string[]): { folder: string; filename: string } | null {
  if (segments.length !== 3) return null
  const [year, month, filename] = segments as [string, string, string]
  if (!/^\d{4}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month)) return null
  if (!/^[\w.-]+\.[a-z0-9]+$/i.test(filename) || filename.startsWith('.')) return null
  return { folder: `${year}/${month}`, filename }
}
