/**
 * What is wrong with an optional price in euros, in Spanish, or undefined when it will do: zero or
 * more, in whole cents (what a client is told per extra photo).
 */
export function priceProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return 'El precio debe ser una cantidad en euros, 0 o más.'
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return 'El precio admite como mucho dos decimales (céntimos).'
  if (value > 1_000_000) return 'El precio es demasiado alto.'
  return undefined
}
