const MB = 1024 * 1024

/** «200 MB», «2 GB», «879 KB»: a size as the forms and messages say it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} GB`
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`
}
