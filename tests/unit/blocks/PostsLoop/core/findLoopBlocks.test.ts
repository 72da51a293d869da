import { describe, expect, it } from 'vitest'

import { findLoopBlock, findLoopBlocks } from '@/blocks/PostsLoop/core/findLoopBlocks'

const loop = (id: string) => ({ blockType: 'postsLoop', id, perPage: 3 })

const layout = [
  { blockType: 'heading', id: 'h1', text: 'Inicio' },
  { blockType: 'section', id: 's1', blocks: [{ blockType: 'heading', id: 'h2', text: 'Del blog' }, loop('top')] },
  {
    blockType: 'columns',
    id: 'c1',
    columns: [
      { id: 'col1', blocks: [] },
      { id: 'col2', blocks: [loop('in-column')] },
    ],
  },
  {
    blockType: 'tabs',
    id: 't1',
    items: [{ id: 'tab1', title: 'Blog', blocks: [{ blockType: 'section', id: 's2', blocks: [loop('in-tab')] }] }],
  },
  // A button's linked page, populated with its own layout: that loop is the other page's.
  {
    blockType: 'button',
    id: 'b1',
    link: { relationTo: 'pages', value: { id: 7, title: 'Blog', layout: [loop('elsewhere')] } },
  },
]

describe('findLoopBlocks', () => {
  it('finds loops in sections, columns and tabs, in page order', () => {
    expect(findLoopBlocks(layout).map((b) => b.id)).toEqual(['top', 'in-column', 'in-tab'])
  })
  it('does not enter documents a relationship brought in', () => {
    expect(findLoopBlock(layout, 'elsewhere')).toBeNull()
  })
  it('finds one loop by its id', () => {
    expect(findLoopBlock(layout, 'in-tab')).toEqual(loop('in-tab'))
    expect(findLoopBlock(layout, 'nope')).toBeNull()
  })
  it.each([null, undefined, [], 'texto', 42, [{ blockType: 'postsLoop' }], [{ blockType: 'postsLoop', id: 5 }]])(
    'finds nothing in %j',
    (value) => {
      expect(findLoopBlocks(value)).toEqual([])
    },
  )
})
