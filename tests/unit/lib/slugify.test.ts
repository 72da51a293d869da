import { describe, expect, it } from 'vitest'

import { slugify } from '@/lib/slugify'

describe('slugify', () => {
  it.each([
    ['Sesiones de fotos: el precio del profesional', 'sesiones-de-fotos-el-precio-del-profesional'],
    ['Embarazo y recién nacido', 'embarazo-y-recien-nacido'],
    ['¿Qué ropa llevar a una sesión?', 'que-ropa-llevar-a-una-sesion'],
    ['Año Nuevo — ñandú', 'ano-nuevo-nandu'],
    ['  --Hola   mundo--  ', 'hola-mundo'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})
