import { describe, expect, it } from 'vitest'

import { loopStateKey, readPostId, refreshBody } from '@/blocks/PostsLoop/browser/refreshBody'
import { parseRefreshRequest } from '@/blocks/PostsLoop/core/parseRefreshRequest'

const SITE = 'https://revela.example'

describe('refreshBody', () => {
  it.each([
    [`${SITE}/`, {}],
    [`${SITE}/?e-page-w1=2`, {}],
    [`${SITE}/?e-filter-w1-category=consejos&e-page-w1=2`, { category: { terms: ['consejos'], logicalJoin: 'OR' } }],
    [`${SITE}/?e-filter-otro-category=book`, {}],
  ])('asks for %s in Elementor’s shape', (href, filters) => {
    expect(refreshBody(href, 'w1', 12)).toEqual({
      post_id: 12,
      widget_id: 'w1',
      widget_filters: filters,
      pagination_base_url: href,
    })
  })
  it('is what the endpoint accepts, and means the same query', () => {
    const body = refreshBody(`${SITE}/?e-filter-w1-category=consejos&e-page-w1=2`, 'w1', 12)
    expect(parseRefreshRequest(JSON.stringify(body), [SITE])).toEqual({
      ok: true,
      request: {
        postId: 12,
        widgetId: 'w1',
        query: { page: 2, terms: ['consejos'], join: 'OR' },
        search: '?e-filter-w1-category=consejos&e-page-w1=2',
      },
    })
  })
})

describe('loopStateKey', () => {
  it('is the same for addresses that show the same cards', () => {
    const key = loopStateKey(`${SITE}/?e-page-w1=2`, 'w1')
    expect(loopStateKey(`${SITE}/?utm=x&e-page-w1=2#comentarios`, 'w1')).toBe(key)
    expect(loopStateKey(`${SITE}/?e-page-w1=2&e-page-otro=4`, 'w1')).toBe(key)
    expect(loopStateKey(`${SITE}/`, 'w1')).toBe(loopStateKey(`${SITE}/?e-page-w1=1`, 'w1'))
  })
  it('differs for another page or filter', () => {
    const keys = [
      `${SITE}/`,
      `${SITE}/?e-page-w1=2`,
      `${SITE}/?e-filter-w1-category=book`,
      `${SITE}/?e-filter-w1-category=book&e-page-w1=2`,
    ].map((h) => loopStateKey(h, 'w1'))
    expect(new Set(keys).size).toBe(4)
  })
})

describe('readPostId', () => {
  it.each([
    ['{"post":{"id":12,"title":"Inicio"}}', 12],
    ['{"post":null}', null],
    ['{"post":{"id":"12"}}', null],
    ['{"post":{"id":0}}', null],
    ['no es JSON', null],
    [null, null],
  ])('reads %j as %j', (json, id) => {
    expect(readPostId(json)).toBe(id)
  })
})
