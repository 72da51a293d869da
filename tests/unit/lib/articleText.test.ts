import { describe, expect, it } from 'vitest'

import { paragraph, root, textNode } from '@/lib/lexical'
import { articleText } from '@/lib/seo'

describe('articleText', () => {
  it('reads the article’s text field first', () => {
    expect(articleText({ content: root([paragraph([textNode('Texto propio.')])]), layout: [] })).toBe('Texto propio.')
  })

  it('else the text of its blocks, inside sections and columns, for articles brought from WordPress', () => {
    const layout = [
      {
        blockType: 'section',
        blocks: [
          { blockType: 'heading', text: 'Precios' },
          {
            blockType: 'columns',
            columns: [
              { blocks: [{ blockType: 'richText', body: root([paragraph([textNode('Una sesión cuesta 180 €.')])]) }] },
            ],
          },
        ],
      },
      { blockType: 'gallery', images: [1] },
    ]
    expect(articleText({ content: null, layout })).toBe('Precios Una sesión cuesta 180 €.')
  })

  it('is empty when there is no text at all', () => {
    expect(articleText({ content: null, layout: [{ blockType: 'gallery', images: [1] }] })).toBe('')
  })
})
