const MB = 1024 * 1024
const GB = 1024 * MB

const oneDecimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 })

/**
 * A size as the studio reads it, in Spain's notation: «850 MB», «1,2 GB», «0,4 MB». Binary units
 * (what the operating system's file browser shows for the same folder), one decimal below 100.
 */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB']
  return `${(value < 100 ? oneDecimal : whole).format(value)} ${unit}`
}
