import { describe, expect, it } from 'vitest'

import { findBlocks, type BlockNode } from '@/lib/findBlocks'

const ids = (layout: unknown, predicate: (block: BlockNode) => boolean = () => true) =>
  findBlocks(layout, predicate).map((b) => b.id)

const media = { id: 31, alt: 'Retrato', url: '/wp-content/uploads/retrato.jpg' }
// A page a relationship populated (a payment button's successPage at depth 2), with its own layout.
const linkedPage = {
  id: 7,
  title: 'Gracias',
  _status: 'draft',
  layout: [{ blockType: 'paymentButton', id: 'elsewhere', provider: 'stripe' }],
}

const layout = [
  { blockType: 'heading', id: 'h1', text: 'Inicio' },
  {
    blockType: 'section',
    id: 's1',
    background: media,
    blocks: [
      { blockType: 'richText', id: 'r1' },
      {
        blockType: 'columns',
        id: 'c1',
        columns: [
          { id: 'col1', blocks: [{ blockType: 'image', id: 'i1', image: media }] },
          { id: 'col2', blocks: [{ blockType: 'spacer', id: 'sp1' }] },
        ],
      },
    ],
  },
  {
    blockType: 'tabs',
    id: 't1',
    items: [{ id: 'tab1', title: 'Sesiones', blocks: [{ blockType: 'button', id: 'b1' }] }],
  },
  { blockType: 'paymentButton', id: 'pay1', provider: 'stripe', successPage: linkedPage, cancelPage: 7 },
  {
    blockType: 'button',
    id: 'b2',
    link: { relationTo: 'pages', value: linkedPage },
    slides: [media, { ...media, id: 32 }],
  },
]

describe('findBlocks', () => {
  it('walks sections, columns, tabs and nested blocks in page order', () => {
    expect(ids(layout)).toEqual(['h1', 's1', 'r1', 'c1', 'i1', 'sp1', 't1', 'b1', 'pay1', 'b2'])
  })
  it('keeps only the blocks the predicate accepts', () => {
    expect(ids(layout, (b) => b.blockType === 'button')).toEqual(['b1', 'b2'])
  })
  it('never enters a populated page or media document', () => {
    expect(ids(layout, (b) => b.id === 'elsewhere')).toEqual([])
    expect(ids([linkedPage])).toEqual([])
    expect(
      ids([{ blockType: 'image', id: 'i2', image: { id: 3, sizes: { blockType: 'postsLoop', id: 'x' } } }]),
    ).toEqual(['i2'])
  })
  it('takes blocks without an id (older documents, tests)', () => {
    expect(findBlocks([{ blockType: 'contactForm', form: 7 }], (b) => b.blockType === 'contactForm')).toHaveLength(1)
  })
  it('narrows to the predicate’s type', () => {
    const isLoop = (b: BlockNode): b is BlockNode & { blockType: 'postsLoop'; id: string } =>
      b.blockType === 'postsLoop' && typeof b.id === 'string'
    const [loop] = findBlocks(
      [{ blockType: 'section', blocks: [{ blockType: 'postsLoop', id: 'l1', perPage: 3 }] }],
      isLoop,
    )
    expect(loop?.id.toUpperCase()).toBe('L1')
  })
  it('walks a deep layout without recursion', () => {
    let deep: unknown = { blockType: 'postsLoop', id: 'bottom' }
    for (let i = 0; i < 20_000; i++) deep = { blockType: 'section', id: `s${i}`, blocks: [deep] }
    expect(ids(deep, (b) => b.id === 'bottom')).toEqual(['bottom'])
  })
  it.each([null, undefined, [], 'texto', 42, [null, 'x', 3], { id: 5, layout: [{ blockType: 'heading', id: 'h' }] }])(
    'finds nothing in %j',
    (value) => {
      expect(findBlocks(value, () => true)).toEqual([])
    },
  )
})
