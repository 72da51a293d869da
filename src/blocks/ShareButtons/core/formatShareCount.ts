/**
 * A share count as the studio entered it, in Spanish notation with a point between thousands
 * (1.234, 12.345). Written out by hand because es-ES's own rule leaves four digits ungrouped (1234).
 */
export function formatShareCount(count: number): string {
  const whole = Math.max(0, Math.round(count))
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
