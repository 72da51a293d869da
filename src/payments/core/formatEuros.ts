/** Cents as a visitor reads them: «50,00 €», «1250,50 €». */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

/** Cents as PayPal's `amount` field takes them: a point and two decimals, «50.00». */
export function decimalAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
