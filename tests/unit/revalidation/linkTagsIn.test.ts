import { describe, expect, it } from 'vitest'

import { linkTagsIn } from '@/revalidation/linkTagsIn'

const page = (id: number) => ({ type: 'reference', reference: { relationTo: 'pages', value: id } })

describe('linkTagsIn', () => {
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

  it('finds the pages and articles a menu leads to, at every level, pages apart from articles with the same id', () => {
    expect(linkTagsIn(menu).sort()).toEqual([
      'link:pages:11',
      'link:pages:2',
      'link:pages:3',
      'link:pages:40',
      'link:posts:40',
    ])
  })

  it('reads a populated reference (depth 1 and 2) without walking the linked document', () => {
    const linked = {
      id: 7,
      title: 'Contacto',
      layout: [{ blockType: 'button', link: { reference: { relationTo: 'posts', value: 9 } } }],
    }
    const layout = [
      {
        blockType: 'section',
        columns: [{ blocks: [{ link: { type: 'reference', reference: { relationTo: 'pages', value: linked } } }] }],
      },
    ]
    expect(linkTagsIn(layout)).toEqual(['link:pages:7'])
  })

  it('finds the internal links of rich text', () => {
    const richText = {
      root: {
        children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'posts', value: { id: 5 } } } }],
      },
    }
    expect(linkTagsIn(richText)).toEqual(['link:posts:5'])
  })

  it('ignores other relations, empty values and anything that is not a document', () => {
    expect(
      linkTagsIn([{ relationTo: 'media', value: 3 }, { relationTo: 'pages', value: null }, null, 'pages', 4]),
    ).toEqual([])
    expect(linkTagsIn(undefined)).toEqual([])
  })

  it('stops at a hundred links, whatever is stored', () => {
    const many = Array.from({ length: 500 }, (_, i) => page(i + 1))
    expect(linkTagsIn(many)).toHaveLength(100)
  })
})
