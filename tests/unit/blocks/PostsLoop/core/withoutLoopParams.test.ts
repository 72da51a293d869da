import { describe, expect, it } from 'vitest'

import { withoutLoopParams } from '@/blocks/PostsLoop/core/withoutLoopParams'

describe('withoutLoopParams', () => {
  it('takes out every loop page and filter, and the loop view’s own path, keeping the rest in order', () => {
    const search = new URLSearchParams(
      'utm_source=tarjeta&e-page-abc123=2&path=%2Fcontacto%2F&e-filter-abc123-category=consejos&ref=boletin',
    )
    expect(withoutLoopParams('/contacto/', search)).toBe('/contacto/?utm_source=tarjeta&ref=boletin')
  })

  it('gives the bare path when nothing else is left', () => {
    expect(withoutLoopParams('/contacto/', new URLSearchParams('e-page-abc=9'))).toBe('/contacto/')
  })

  it('keeps parameters that only look like a loop’s', () => {
    expect(withoutLoopParams('/', new URLSearchParams('e-page=2&e-filter-x-tag=a'))).toBe('/?e-page=2&e-filter-x-tag=a')
  })
})
