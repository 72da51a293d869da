import { describe, expect, it } from 'vitest'

import { tagAliases } from '@/wordpress/import/core/plan/tagAliases'

describe('tagAliases', () => {
  it('keeps the WordPress slugs Revela would not give the name, and only those', () => {
    expect(
      tagAliases([
        { name: 'alignment', slug: 'alignment-2' },
        { name: 'Must Read', slug: 'mustread' },
        { name: 'Madrid', slug: 'madrid' },
        { name: 'Sesión', slug: 'sesion' },
        { name: 'Niños', slug: 'ni%C3%B1os-2' },
        { name: '¿?', slug: 'interrogacion' },
      ]),
    ).toEqual({ 'alignment-2': 'alignment', mustread: 'Must Read', 'niños-2': 'Niños' })
  })
})
