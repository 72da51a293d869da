import { describe, expect, it } from 'vitest'

import { duplicateAnchors } from '@/blocks/duplicateAnchors'

const tabs = (...anchors: (string | null)[]) => ({
  blockType: 'tabs',
  id: 't',
  items: anchors.map((anchor, i) => ({ id: `i${i}`, title: `T${i}`, anchor, blocks: [] })),
})

describe('duplicateAnchors', () => {
  it('finds an anchor a section and a tab share, however deep the tab sits', () => {
    const layout = [
      { blockType: 'section', id: 's1', anchor: 'precios', blocks: [] },
      { blockType: 'section', id: 's2', anchor: null, blocks: [tabs('familia', 'precios')] },
    ]
    expect(duplicateAnchors(layout)).toEqual(['precios'])
  })

  it('finds two tabs of one name, and reports each name once', () => {
    expect(duplicateAnchors([tabs('book', 'book', 'book', 'retrato')])).toEqual(['book'])
  })

  it('accepts distinct anchors and empty ones', () => {
    expect(
      duplicateAnchors([
        tabs('a', null, '', 'b'),
        { blockType: 'section', id: 's', anchor: '', blocks: [tabs(null, 'c')] },
      ]),
    ).toEqual([])
    expect(duplicateAnchors(undefined)).toEqual([])
  })
})
