import { describe, expect, it } from 'vitest'

import { priceProblem } from '@/galleries/core/priceProblem'

describe('priceProblem', () => {
  it.each([undefined, null, 0, 12, 12.5, 12.99, 0.1 + 0.2])('accepts %j', (value) =>
    expect(priceProblem(value)).toBeUndefined(),
  )
  it.each([
    [-1, 'El precio debe ser una cantidad en euros, 0 o más.'],
    [Infinity, 'El precio debe ser una cantidad en euros, 0 o más.'],
    ['12', 'El precio debe ser una cantidad en euros, 0 o más.'],
    [12.345, 'El precio admite como mucho dos decimales (céntimos).'],
    [2_000_000, 'El precio es demasiado alto.'],
  ])('refuses %j', (value, message) => expect(priceProblem(value)).toBe(message))
})
