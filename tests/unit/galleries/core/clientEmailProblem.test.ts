import { describe, expect, it } from 'vitest'

import { clientEmailProblem } from '@/galleries/core/clientEmailProblem'

describe('clientEmailProblem', () => {
  it('accepts an address and refuses what is not one, in Spanish', () => {
    expect(clientEmailProblem('lucia@example.com')).toBeUndefined()
    expect(clientEmailProblem('')).toBe('Escribe el correo electrónico del cliente.')
    expect(clientEmailProblem('lucia@@example.com')).toMatch(/^El correo electrónico del cliente no es válido/)
    expect(clientEmailProblem('lucia@localhost')).toMatch(/no es válido/)
  })
})
