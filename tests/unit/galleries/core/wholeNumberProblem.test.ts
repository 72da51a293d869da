import { describe, expect, it } from 'vitest'

import { wholeNumberProblem } from '@/galleries/core/wholeNumberProblem'

describe('wholeNumberProblem', () => {
  it.each([undefined, null, '', 1, 30, 800])('accepts %j', (value) =>
    expect(wholeNumberProblem(value, 1)).toBeUndefined(),
  )
  it.each([
    [2.5, 'Escribe un número entero, sin decimales.'],
    [Number.NaN, 'Escribe un número entero, sin decimales.'],
    ['30', 'Escribe un número entero, sin decimales.'],
    [0, 'Debe ser 1 o más.'],
    [-3, 'Debe ser 1 o más.'],
  ])('refuses %j', (value, message) => expect(wholeNumberProblem(value, 1)).toBe(message))
})
