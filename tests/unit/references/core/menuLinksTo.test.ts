import { describe, expect, it } from 'vitest'

import { menuLinksTo } from '@/references/core/pruneMenu'

const page = (id: number) => ({ type: 'reference', reference: { relationTo: 'pages', value: id } })

describe('menuLinksTo', () => {
  const menu = [
    { label: 'Inicio', ...page(2) },
    {
      label: 'Sesiones',
      ...page(3),
      children: [{ label: 'Retrato', ...page(11), grandchildren: [{ label: 'Precios', ...page(40) }] }],
    },
    { label: 'Instagram', type: 'custom', url: 'https://instagram.com/revela' },
    { label: 'Artículo', type: 'reference', reference: { relationTo: 'posts', value: 40 } },
  ]

  it('finds a page at any of the three levels, by id as a number or a string', () => {
    expect(menuLinksTo(menu, 'pages', 2)).toBe(true)
    expect(menuLinksTo(menu, 'pages', '11')).toBe(true)
    expect(menuLinksTo(menu, 'pages', 40)).toBe(true)
  })

  it('tells pages from articles with the same id, and finds nothing that is not there', () => {
    expect(menuLinksTo(menu, 'posts', 40)).toBe(true)
    expect(menuLinksTo(menu, 'posts', 2)).toBe(false)
    expect(menuLinksTo(menu, 'pages', 99)).toBe(false)
    expect(menuLinksTo(null, 'pages', 2)).toBe(false)
  })

  it('reads a populated reference (depth 1) as well as an id', () => {
    expect(
      menuLinksTo(
        [{ label: 'Contacto', type: 'reference', reference: { relationTo: 'pages', value: { id: 7 } } }],
        'pages',
        7,
      ),
    ).toBe(true)
  })
})
