/**
 * What is wrong with an optional count of at least `least` (a session's included photos), in
 * Spanish, or undefined when it will do. Payload's number field checks the minimum but takes 2.5.
 */
export function wholeNumberProblem(value: unknown, least: number): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'Escribe un número entero, sin decimales.'
  if (value < least) return `Debe ser ${least} o más.`
  return undefined
}
