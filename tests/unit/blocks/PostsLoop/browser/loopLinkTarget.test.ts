import { describe, expect, it } from 'vitest'

import { loopLinkTarget } from '@/blocks/PostsLoop/browser/loopLinkTarget'

const PAGE = 'https://revela.example/blog-y-mas/'

describe('loopLinkTarget', () => {
  it.each([
    [
      'a prerendered link, another loop paged since',
      `${PAGE}?e-page-w1=2`,
      `${PAGE}?e-page-otro=3`,
      `${PAGE}?e-page-otro=3&e-page-w1=2`,
    ],
    [
      'a link still carrying the other loop’s old page',
      `${PAGE}?e-page-otro=2&e-page-w1=2`,
      `${PAGE}?e-page-otro=4&e-page-w1=1#x`,
      `${PAGE}?e-page-otro=4&e-page-w1=2`,
    ],
    [
      'the other loop back at its start',
      `${PAGE}?e-page-otro=2&e-filter-w1-category=book`,
      PAGE,
      `${PAGE}?e-filter-w1-category=book`,
    ],
    [
      'this loop’s first page',
      `${PAGE}`,
      `${PAGE}?e-filter-otro-category=consejos&e-page-w1=3`,
      `${PAGE}?e-filter-otro-category=consejos`,
    ],
    ['only loops’ parameters', `${PAGE}?e-page-w1=2`, `${PAGE}?utm_source=boletin`, `${PAGE}?e-page-w1=2`],
  ])('%s', (_, link, current, target) => {
    expect(loopLinkTarget(link, current, 'w1')).toBe(target)
  })
})
