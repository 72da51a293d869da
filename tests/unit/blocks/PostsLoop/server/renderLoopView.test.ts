import { describe, expect, it } from 'vitest'

import { renderLoopRegionMarked } from '@/blocks/PostsLoop/render'
import { renderLoopView } from '@/blocks/PostsLoop/server/renderLoopView'

import { view } from '../fixtures'

describe('renderLoopView', () => {
  const page = (region: string) =>
    `<html><body><main><h2>Del blog</h2><div class="e-loop__host">${region}</div><footer>pie</footer></main></body></html>`

  it('redraws only this loop’s region in the prerendered page', () => {
    const first = view()
    const second = view({ query: { page: 2, terms: [], join: 'OR' } })
    const other = view({ widgetId: 'w2' })
    const html = page(renderLoopRegionMarked(first) + renderLoopRegionMarked(other))
    expect(renderLoopView(html, second)).toBe(page(renderLoopRegionMarked(second) + renderLoopRegionMarked(other)))
  })
  it('leaves a page without the loop as it was', () => {
    const html = page('<p>nada</p>')
    expect(renderLoopView(html, view())).toBe(html)
  })
})
