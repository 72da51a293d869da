import { describe, expect, it } from 'vitest'

import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'

const defaults = {
  categoryId: null,
  perPage: 3,
  columns: 3,
  showFilter: false,
  pagination: 'numbers',
  showExcerpt: true,
  showImage: true,
  headingLevel: 3,
}

describe('loopSettings', () => {
  it.each([
    ['an empty block', {}, defaults],
    [
      'nulls everywhere',
      {
        category: null,
        perPage: null,
        columns: null,
        showFilter: null,
        pagination: null,
        showExcerpt: null,
        showImage: null,
        headingLevel: null,
      },
      defaults,
    ],
    ['the seed’s block', { perPage: 3, columns: 3, showFilter: true }, { ...defaults, showFilter: true }],
    ['a populated category', { category: { id: 4, name: 'Consejos' } }, { ...defaults, categoryId: 4 }],
    ['a category id', { category: 9 }, { ...defaults, categoryId: 9 }],
    ['a category that is not an id', { category: 'consejos' }, defaults],
    ['bounds: too many posts and columns', { perPage: 100, columns: 9 }, { ...defaults, perPage: 24, columns: 4 }],
    ['bounds: too few', { perPage: 0, columns: -2 }, { ...defaults, perPage: 1, columns: 1 }],
    ['numbers as text are not numbers', { perPage: '6' }, defaults],
    ['decimals round', { perPage: 5.6, columns: 1.2 }, { ...defaults, perPage: 6, columns: 1 }],
    ['prev/next pagination', { pagination: 'prevNext' }, { ...defaults, pagination: 'prevNext' }],
    ['no pagination', { pagination: 'none' }, { ...defaults, pagination: 'none' }],
    ['an unknown pagination', { pagination: 'infinite' }, defaults],
    [
      'hidden image and excerpt',
      { showImage: false, showExcerpt: false },
      { ...defaults, showImage: false, showExcerpt: false },
    ],
    ['h2 titles', { headingLevel: '2' }, { ...defaults, headingLevel: 2 }],
    ['h4 titles', { headingLevel: '4' }, { ...defaults, headingLevel: 4 }],
    ['an h1 is never a card’s', { headingLevel: '1' }, defaults],
  ])('%s', (_, block, expected) => {
    expect(loopSettings(block)).toEqual(expected)
  })
})
