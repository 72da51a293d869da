const MB = 1024 * 1024

/**
 * What the admin importer accepts. An export of a large WordPress site is a few tens of MB; the
 * uploads folder of a studio a few GB at most. The unzipped limits stop a small .zip that would
 * expand to fill the disk (a "zip bomb").
 */
export const IMPORT_LIMITS = {
  exportBytes: 200 * MB,
  zipBytes: 2048 * MB,
  unzippedBytes: 4096 * MB,
  zipEntries: 100_000,
} as const

/** «200 MB», «2 GB»: a size as the forms and messages say it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} GB`
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`
}
