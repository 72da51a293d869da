import { describe, expect, it } from 'vitest'

import { isUntouchedDraft } from '@/collections/untouchedDrafts/core/untouchedDraft'

describe('isUntouchedDraft', () => {
  it('is true for what «Crear» saves: defaults only', () => {
    expect(
      isUntouchedDraft({
        id: 3,
        _status: 'draft',
        title: null,
        layout: [],
        hideTitle: false,
        author: 1,
        commentsOpen: true,
        meta: {},
      }),
    ).toBe(true)
    expect(
      isUntouchedDraft({
        _status: 'draft',
        content: { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } },
      }),
    ).toBe(true)
    // The admin form's data, as the editor leaves: a blocks field's value there is its number of rows.
    expect(
      isUntouchedDraft({
        _status: 'draft',
        title: '',
        slug: '',
        layout: 0,
        parent: null,
        meta: { title: '', description: '', image: null },
      }),
    ).toBe(true)
  })

  it('is false as soon as anything was written or the document was published', () => {
    expect(isUntouchedDraft({ _status: 'draft', title: 'Bodas' })).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', layout: [{ blockType: 'richText', body: null }] })).toBe(false)
    expect(
      isUntouchedDraft({
        _status: 'draft',
        content: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'E' }] }] } },
      }),
    ).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', meta: { description: 'Algo' } })).toBe(false)
    expect(isUntouchedDraft({ _status: 'published' })).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', layout: 1 })).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', featuredImage: 7 })).toBe(false)
    expect(isUntouchedDraft(null)).toBe(false)
  })
})
