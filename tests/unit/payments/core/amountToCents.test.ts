import { describe, expect, it } from 'vitest'

import { amountToCents } from '@/payments/core/amountToCents'
import { decimalAmount, formatEuros } from '@/payments/core/formatEuros'

describe('amountToCents', () => {
  it.each([
    [50, 5000],
    [1, 100],
    [10_000, 1_000_000],
    [19.99, 1999],
    [0.1 + 0.2 + 49.7, 5000],
    [49.9, 4990],
    ['50', 5000],
    ['49,90', 4990],
    ['49.9', 4990],
    [' 75,5 ', 7550],
  ])('%j € → %d cents', (value, cents) => expect(amountToCents(value)).toEqual({ ok: true, cents }))

  it.each([
    [0.99, 'El importe debe estar entre 1 y 10.000 €.'],
    [10_000.01, 'El importe debe estar entre 1 y 10.000 €.'],
    [-50, 'El importe debe estar entre 1 y 10.000 €.'],
    [0, 'El importe debe estar entre 1 y 10.000 €.'],
    [49.999, 'El importe admite dos decimales como mucho.'],
    ['49,999', 'El importe admite dos decimales como mucho.'],
    [Number.NaN, 'El importe debe ser un número de euros, p. ej. 50 o 49,90.'],
    [Number.POSITIVE_INFINITY, 'El importe debe ser un número de euros, p. ej. 50 o 49,90.'],
    ['1.234,56', 'El importe debe ser un número de euros, p. ej. 50 o 49,90.'],
    ['50 €', 'El importe debe ser un número de euros, p. ej. 50 o 49,90.'],
    ['1e3', 'El importe debe ser un número de euros, p. ej. 50 o 49,90.'],
    [null, 'Falta el importe.'],
    [undefined, 'Falta el importe.'],
  ])('refuses %j: %s', (value, message) => expect(amountToCents(value)).toEqual({ ok: false, message }))
})

describe('formatEuros / decimalAmount', () => {
  it.each([
    [5000, '50,00\u00a0€', '50.00'],
    [4990, '49,90\u00a0€', '49.90'],
    [105, '1,05\u00a0€', '1.05'],
    [1_000_000, '10.000,00\u00a0€', '10000.00'],
  ])('%d cents → %s for visitors, %s for PayPal', (cents, shown, decimal) => {
    expect(formatEuros(cents)).toBe(shown)
    expect(decimalAmount(cents)).toBe(decimal)
  })
})
