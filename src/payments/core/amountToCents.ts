import { PAYMENT_LIMITS } from './paymentLimits'

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string }

const MIN_CENTS = PAYMENT_LIMITS.minEuros * 100
const MAX_CENTS = PAYMENT_LIMITS.maxEuros * 100

/**
 * An amount in euros (the block's number, or text as a person writes it: 50, 49,90, 49.9) as whole
 * cents, which is what both gateways are given; money never travels as a float. More than two
 * decimals, or an amount outside 1–10.000 €, is refused rather than rounded.
 */
export function amountToCents(value: unknown): AmountResult {
  let cents: number
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      return { ok: false, message: 'El importe debe ser un número de euros, p. ej. 50 o 49,90.' }
    cents = Math.round(value * 100)
    // 19.99 * 100 is 1998.9999999999998: allow for the float, not for a third decimal.
    if (Math.abs(value * 100 - cents) > 1e-6)
      return { ok: false, message: 'El importe admite dos decimales como mucho.' }
  } else if (typeof value === 'string') {
    const match = /^\s*(\d{1,7})(?:[.,](\d{1,3}))?\s*$/.exec(value)
    if (!match) return { ok: false, message: 'El importe debe ser un número de euros, p. ej. 50 o 49,90.' }
    const decimals = match[2] ?? ''
    if (decimals.length > 2) return { ok: false, message: 'El importe admite dos decimales como mucho.' }
    cents = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'))
  } else {
    return { ok: false, message: 'Falta el importe.' }
  }
  if (cents < MIN_CENTS || cents > MAX_CENTS) return { ok: false, message: 'El importe debe estar entre 1 y 10.000 €.' }
  return { ok: true, cents }
}
