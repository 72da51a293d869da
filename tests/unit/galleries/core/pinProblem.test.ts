import { describe, expect, it } from 'vitest'

import { pinProblem } from '@/galleries/core/pinProblem'

describe('pinProblem', () => {
  it.each([undefined, null, '', '1234', '0000', '12345678'])('accepts %j', (pin) => {
    expect(pinProblem(pin)).toBeUndefined()
  })
  it.each([
    ['12a4', 'El PIN solo puede llevar cifras (de 4 a 8).'],
    [' 1234', 'El PIN solo puede llevar cifras (de 4 a 8).'],
    ['１２３４', 'El PIN solo puede llevar cifras (de 4 a 8).'],
    [1234, 'El PIN solo puede llevar cifras (de 4 a 8).'],
    ['123', 'El PIN debe tener entre 4 y 8 cifras.'],
    ['123456789', 'El PIN debe tener entre 4 y 8 cifras.'],
  ])('refuses %j in Spanish', (pin, message) => {
    expect(pinProblem(pin)).toBe(message)
  })
})
