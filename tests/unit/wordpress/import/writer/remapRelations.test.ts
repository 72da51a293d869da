import { describe, expect, it } from 'vitest'

import type { IdKind, IdMap } from '@/wordpress/import/writer/allocateIds'
import { remapRelations } from '@/wordpress/import/writer/remapRelations'

/** An import where the studio's photo holds 1102 and its form 1205: those two items got new ids. */
const moved: Partial<Record<IdKind, Map<number, number>>> = {
  media: new Map([
    [1101, 1101],
    [1102, 5001],
  ]),
  forms: new Map([[1205, 7001]]),
  pages: new Map([[3003, 9001]]),
}
const ids: IdMap = {
  slot: (kind, wpId) => ({ id: moved[kind]?.get(wpId) ?? wpId }),
  id: (kind, wpId) => moved[kind]?.get(wpId) ?? wpId,
  known: (kind, wpId) => moved[kind]?.get(wpId) ?? null,
  moved: () => [],
}
const fields = {
  image: { to: ['media'], label: 'Imagen' },
  images: { to: ['media'], label: 'Imágenes' },
  form: { to: ['forms'], label: 'Formulario' },
  categories: { to: ['categories'], label: 'Categorías' },
}

describe('remapRelations', () => {
  it('turns the export’s ids into Revela’s wherever a block, a gallery, a carousel or a link points', () => {
    const blocks = [
      { blockType: 'image', image: 1102 },
      { blockType: 'gallery', images: [1101, 1102] },
      { blockType: 'carousel', slides: [{ image: 1102, caption: 'uno' }] },
      { blockType: 'contactForm', form: 1205 },
      { blockType: 'button', link: { type: 'reference', reference: { relationTo: 'pages', value: 3003 } } },
      { blockType: 'section', columns: [{ blocks: [{ blockType: 'image', image: 1102 }] }] },
      { blockType: 'postsLoop', categories: [1102] },
    ]
    expect(remapRelations(blocks, fields, ids)).toEqual([
      { blockType: 'image', image: 5001 },
      { blockType: 'gallery', images: [1101, 5001] },
      { blockType: 'carousel', slides: [{ image: 5001, caption: 'uno' }] },
      { blockType: 'contactForm', form: 7001 },
      { blockType: 'button', link: { type: 'reference', reference: { relationTo: 'pages', value: 9001 } } },
      { blockType: 'section', columns: [{ blocks: [{ blockType: 'image', image: 5001 }] }] },
      // Categories are found by slug by the writer, not by the export's ids: left alone.
      { blockType: 'postsLoop', categories: [1102] },
    ])
  })

  it('leaves a reference to something the export does not import as it was', () => {
    expect(remapRelations({ image: 4242 }, fields, ids)).toEqual({ image: 4242 })
  })

  it('walks a tree of any depth without recursion', () => {
    let deep: Record<string, unknown> = { image: 1102 }
    for (let i = 0; i < 100_000; i++) deep = { children: [deep] }
    remapRelations(deep, fields, ids)
    let node = deep
    while (node.children) node = (node.children as Record<string, unknown>[])[0]!
    expect(node.image).toBe(5001)
  })
})
