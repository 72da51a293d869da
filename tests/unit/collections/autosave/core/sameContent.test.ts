import { describe, expect, it } from 'vitest'

import { sameContent } from '@/collections/autosave/core/sameContent'

const published = {
  title: 'Retratos',
  slug: 'retratos',
  layout: [{ id: 'a1', blockType: 'heading', text: 'Luz de ventana' }],
  _status: 'published',
  updatedAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
}

describe('sameContent', () => {
  it('sees an autosave of the published text as nothing new, whatever its status and times', () => {
    expect(sameContent({ ...published, _status: 'draft', updatedAt: '2026-11-27T10:00:01.000Z' }, published)).toBe(true)
  })

  it('sees any written change as new: a word, a block re-added with another id, a field emptied', () => {
    expect(sameContent({ ...published, title: 'Retratos en otoño' }, published)).toBe(false)
    expect(sameContent({ ...published, layout: [{ ...published.layout[0], id: 'b2' }] }, published)).toBe(false)
    expect(sameContent({ ...published, slug: null }, published)).toBe(false)
  })
})
