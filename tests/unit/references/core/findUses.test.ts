import { describe, expect, it } from 'vitest'

import { describeUses, findUses, normalizePath, type UseSource } from '@/references/core/findUses'
import { pruneMenu } from '@/references/core/pruneMenu'

const fields = {
  form: { to: ['forms'], label: 'Formulario' },
  image: { to: ['media'], label: 'Imagen' },
  images: { to: ['media'], label: 'Imágenes' },
  homePage: { to: ['pages'], label: 'Página de inicio' },
  parent: { to: ['pages'], label: 'Página superior' },
}

const menu: UseSource = {
  kind: 'global',
  slug: 'header',
  title: 'Menú principal',
  data: {
    items: [
      {
        id: 'a',
        label: 'Sesiones',
        type: 'reference',
        reference: { relationTo: 'pages', value: 10 },
        children: [
          {
            id: 'b',
            label: 'Contacto',
            type: 'reference',
            reference: { relationTo: 'pages', value: { id: 40, title: 'Contacto' } },
            grandchildren: [],
          },
        ],
      },
      { id: 'c', label: 'Blog', type: 'custom', url: '/blog/' },
    ],
  },
}

const home: UseSource = {
  kind: 'collection',
  slug: 'pages',
  id: 1,
  title: 'Inicio',
  data: {
    title: 'Inicio',
    layout: [
      {
        blockType: 'section',
        blocks: [{ blockType: 'button', label: 'Reserva tu sesión', href: '/contacto?ref=home#form' }],
      },
      { blockType: 'gallery', images: [7, 8] },
      { blockType: 'contactForm', form: 3 },
      {
        blockType: 'richText',
        body: {
          root: {
            children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 40 } } }],
          },
        },
      },
    ],
  },
}

describe('findUses', () => {
  it('finds a page in the menu (with the item) and on another page (a typed button link, a rich-text link)', () => {
    const uses = findUses({ collection: 'pages', id: 40, paths: ['/contacto/'] }, [menu, home], fields)
    expect(uses.map((u) => [u.source.title, u.what, u.itemId])).toEqual([
      ['Menú principal', '«Contacto»', 'b'],
      ['Inicio', 'botón «Reserva tu sesión»', undefined],
      ['Inicio', 'texto', undefined],
    ])
  })

  it('finds photos in a gallery, forms in their block, and never a document in itself', () => {
    expect(findUses({ collection: 'media', id: 8 }, [menu, home], fields).map((u) => u.what)).toEqual(['galería'])
    expect(findUses({ collection: 'forms', id: 3 }, [home], fields).map((u) => u.what)).toEqual([
      'formulario de contacto',
    ])
    expect(findUses({ collection: 'pages', id: 1, paths: ['/'] }, [home], fields)).toEqual([])
  })

  it('finds the settings’ front page by its field and does not take an id of another collection', () => {
    const settings: UseSource = {
      kind: 'global',
      slug: 'site-settings',
      title: 'Ajustes del sitio',
      data: { homePage: 1, logo: 40 },
    }
    expect(findUses({ collection: 'pages', id: 1 }, [settings], fields).map((u) => u.what)).toEqual([
      'página de inicio',
    ])
    expect(findUses({ collection: 'pages', id: 40 }, [settings], fields)).toEqual([])
  })

  it('reads uses as the owner would', () => {
    const uses = findUses({ collection: 'pages', id: 40, paths: ['/contacto/'] }, [menu, home], fields)
    const lines = describeUses(uses, (s) => (s.kind === 'global' ? s.title : `página «${s.title}»`))
    expect(lines).toEqual(['Menú principal → «Contacto»', 'página «Inicio» (botón «Reserva tu sesión», texto)'])
  })

  it('normalises internal addresses only', () => {
    expect(normalizePath('/contacto')).toBe('/contacto/')
    expect(normalizePath('/contacto/?a=1#x')).toBe('/contacto/')
    expect(normalizePath('https://example.com/contacto/')).toBeUndefined()
    expect(normalizePath('//example.com/')).toBeUndefined()
  })
})

describe('pruneMenu', () => {
  const items = (menu.data as { items: never[] }).items

  it('removes the items that lead to a deleted page, leaving the rest', () => {
    expect(pruneMenu(items, 'pages', 40)).toEqual([
      { id: 'a', label: 'Sesiones', type: 'reference', reference: { relationTo: 'pages', value: 10 }, children: [] },
      { id: 'c', label: 'Blog', type: 'custom', url: '/blog/', children: [] },
    ])
  })

  it('keeps a removed item’s submenu, one level up', () => {
    expect(pruneMenu(items, 'pages', 10)?.map((i) => i.label)).toEqual(['Contacto', 'Blog'])
  })

  it('drops items left without a destination and answers null when nothing changes', () => {
    expect(
      pruneMenu([{ id: 'x', label: 'Huérfano', type: 'reference', reference: null }], 'pages', 99, { levels: 1 }),
    ).toEqual([])
    expect(pruneMenu(items, 'posts', 40)).toBeNull()
  })
})
