import { describe, expect, it } from 'vitest'

import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'
import { renderLoopCard } from '@/blocks/PostsLoop/render/renderLoopCard'

import { card } from '../fixtures'

describe('renderLoopCard', () => {
  it('shows a title’s inline markup as WordPress does, and nothing more', () => {
    const html = renderLoopCard(
      card(7, {
        title: 'Markup: Title <em>With</em> <b>Markup</b><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
      loopSettings({}),
    )
    const title = /<h\d class="e-loop-card__title"><a [^>]*>(.*?)<\/a><\/h\d>/.exec(html)?.[1]
    expect(title).toBe('Markup: Title <em>With</em> <b>Markup</b>')
  })
})
