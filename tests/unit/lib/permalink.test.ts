import { describe, expect, it } from 'vitest'

import { linkHref } from '@/lib/permalink'

const page = (value: object) => ({
  type: 'reference',
  reference: { relationTo: 'pages' as const, value: { id: 7, ...value } },
})
const post = (value: object) => ({
  type: 'reference',
  reference: { relationTo: 'posts' as const, value: { id: 9, ...value } },
})

describe('linkHref', () => {
  it('leads to a published page by its path, to the front page as /, and to an article by its permalink', () => {
    expect(linkHref(page({ path: 'sesiones/retrato', slug: 'retrato', _status: 'published' }))).toBe(
      '/sesiones/retrato/',
    )
    expect(linkHref(page({ path: 'inicio', slug: 'inicio', _status: 'published' }), 7)).toBe('/')
    expect(linkHref(post({ slug: 'luz-natural', legacyPath: '2024/03/luz-natural', _status: 'published' }))).toBe(
      '/2024/03/luz-natural/',
    )
  })

  it('gives no address for a page or article never published, rather than /null/', () => {
    // What the menu's relationship holds for a page created in the admin and never published.
    expect(linkHref(page({ path: null, slug: null, _status: 'draft' }))).toBeNull()
    expect(linkHref(page({ path: 'borrador', slug: 'borrador', _status: 'draft' }))).toBeNull()
    expect(linkHref(page({ path: null, slug: null }))).toBeNull()
    expect(linkHref(post({ slug: null, _status: 'draft' }))).toBeNull()
  })

  it('gives no address for a deleted target or an empty custom URL, and the URL itself otherwise', () => {
    expect(linkHref({ type: 'reference', reference: null })).toBeNull()
    expect(linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 7 } })).toBeNull()
    expect(linkHref({ type: 'custom', url: '' })).toBeNull()
    expect(linkHref({ type: 'custom', url: 'https://instagram.com/revela' })).toBe('https://instagram.com/revela')
  })
})
