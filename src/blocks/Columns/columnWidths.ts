const MIN = 10
const MAX = 100

/**
 * Each column's width in percent, as Elementor imports them: a column without one gets an equal
 * share of what the others leave (at least 10%; the browser shrinks the row to fit, in proportion).
 * Null when no column has a width, so the grid of equal columns stays as it was.
 */
export function columnWidths(columns: readonly { width?: number | null }[]): number[] | null {
  const given = columns.map(({ width }) =>
    typeof width === 'number' && Number.isFinite(width) ? Math.min(MAX, Math.max(MIN, width)) : null,
  )
  const missing = given.filter((w) => w === null).length
  if (missing === columns.length) return null
  const taken = given.reduce<number>((sum, w) => sum + (w ?? 0), 0)
  const share = missing ? Math.max(MIN, (100 - taken) / missing) : 0
  return given.map((w) => Math.round((w ?? share) * 1000) / 1000)
}
