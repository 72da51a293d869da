import { describe, expect, it } from 'vitest'

import { currentStatusFilter, STATUS_FILTERS, statusFilterQuery } from '@/comments/collection/admin/statusFilterLinks'

const current = (query: string) => currentStatusFilter(new URLSearchParams(query))

describe('statusFilterQuery', () => {
  it('filters one state with equals, and «Todos» leaves spam and the bin out', () => {
    expect(decodeURIComponent(statusFilterQuery('pending'))).toBe('?where[status][equals]=pending')
    expect(decodeURIComponent(statusFilterQuery('all'))).toBe('?where[status][not_in]=spam,trash')
  })

  it('keeps the search box text', () => {
    expect(new URLSearchParams(statusFilterQuery('spam', 'viagra & co')).get('search')).toBe('viagra & co')
  })

  it('recognises every link it makes', () => {
    for (const { key } of STATUS_FILTERS)
      expect(currentStatusFilter(new URLSearchParams(statusFilterQuery(key, 'x')))).toBe(key)
  })
})

describe('currentStatusFilter', () => {
  it.each([
    ['no filter', '', null],
    ['only other parameters', 'page=2&search=hola', null],
    ['the filter panel’s single condition', 'where[or][0][and][0][status][equals]=approved', 'approved'],
    ['not_in written as an array', 'where[status][not_in][0]=trash&where[status][not_in][1]=spam', 'all'],
    ['not_in with another set', 'where[status][not_in]=spam', null],
    ['an unknown state', 'where[status][equals]=borrador', null],
    ['another field besides the state', 'where[status][equals]=pending&where[post][equals]=3', null],
    ['another operator', 'where[status][not_equals]=pending', null],
    [
      'two conditions in the panel',
      'where[or][0][and][0][status][equals]=pending&where[or][1][and][0][status][equals]=spam',
      null,
    ],
  ])('%s', (_, query, expected) => {
    expect(current(query)).toBe(expected)
  })
})
