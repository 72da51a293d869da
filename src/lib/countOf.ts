/**
 * «1 entrada», «0 entradas», «12 entradas»: a number with its noun, which Spanish puts in the
 * singular only for exactly one.
 */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('es-ES')} ${n === 1 ? singular : plural}`
}
