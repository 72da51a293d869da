import { describe, expect, it } from 'vitest'

import { selectionCount } from '@/galleries/core/selectionCount'

describe('selectionCount', () => {
  it('counts against the session’s limit', () => {
    expect(selectionCount(12, 30, null)).toEqual({ counter: '12 de 30', extra: 0, overLimit: null })
    expect(selectionCount(30, 30, 15)).toEqual({ counter: '30 de 30', extra: 0, overLimit: null })
  })

  it('says plainly how many are over the limit and what they cost', () => {
    const count = selectionCount(34, 30, 15)
    expect(count.extra).toBe(4)
    expect(count.overLimit).toBe(
      'Has elegido 4 fotos más de las 30 que incluye tu sesión. Cada foto de más cuesta 15,00\u00a0€: 60,00\u00a0€ en total.',
    )
    expect(selectionCount(31, 30, null).overLimit).toBe(
      'Has elegido 1 foto más de las 30 que incluye tu sesión. El estudio te dirá si tienen coste.',
    )
  })

  it('counts without a limit', () => {
    expect(selectionCount(1, null, 10).counter).toBe('1 elegida')
    expect(selectionCount(7, 0, null)).toEqual({ counter: '7 elegidas', extra: 0, overLimit: null })
  })
})
