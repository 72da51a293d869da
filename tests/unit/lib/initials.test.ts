import { describe, expect, it } from 'vitest'

import { initials } from '@/lib/initials'

describe('initials', () => {
  it.each([
    ['Administración', null, 'A'],
    ['Ana García', null, 'AG'],
    ['María de la Cruz', null, 'MC'],
    ['  álvaro   ñúñez ', null, 'ÁÑ'],
    ['A\u0301ngela Ruiz', null, 'ÁR'],
    ['', 'lucia@estudio.es', 'L'],
    [null, '9fotos@estudio.es', '9'],
    ['— Ana', null, 'A'],
    [null, null, ''],
  ])('%s, %s → %s', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected)
  })
})
