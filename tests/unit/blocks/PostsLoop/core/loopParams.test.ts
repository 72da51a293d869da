import { describe, expect, it } from 'vitest'

import {
  filterParam,
  loopHref,
  loopParamOwner,
  pageParam,
  readLoopQuery,
  readPageNumber,
} from '@/blocks/PostsLoop/core/loopParams'

const ID = 'a1b2c3'
const read = (query: string) => readLoopQuery(new URLSearchParams(query), ID)

describe('loop parameters', () => {
  it('are Elementor Pro’s names, one pair per widget', () => {
    expect(pageParam(ID)).toBe('e-page-a1b2c3')
    expect(filterParam(ID)).toBe('e-filter-a1b2c3-category')
  })

  it.each([
    ['', { page: 1, terms: [], join: 'OR' }],
    ['e-page-a1b2c3=2', { page: 2, terms: [], join: 'OR' }],
    ['e-filter-a1b2c3-category=consejos', { page: 1, terms: ['consejos'], join: 'OR' }],
    ['e-filter-a1b2c3-category=consejos&e-page-a1b2c3=3', { page: 3, terms: ['consejos'], join: 'OR' }],
    ['e-filter-a1b2c3-category=book,estudio,book', { page: 1, terms: ['book', 'estudio'], join: 'OR' }],
    ['e-page-otro=7&e-filter-otro-category=book', { page: 1, terms: [], join: 'OR' }],
    ['e-page-a1b2c3=9999', { page: 9999, terms: [], join: 'OR' }],
    ['e-filter-a1b2c3-category=', { page: 1, terms: [], join: 'OR' }],
  ])('reads ?%s', (query, expected) => {
    expect(read(query)).toEqual(expected)
  })

  it.each([
    'e-page-a1b2c3=0',
    'e-page-a1b2c3=-1',
    'e-page-a1b2c3=02',
    'e-page-a1b2c3=2.0',
    'e-page-a1b2c3=dos',
    'e-page-a1b2c3=',
    'e-page-a1b2c3=10000',
    'e-filter-a1b2c3-category=Consejos',
    'e-filter-a1b2c3-category=con%20sejos',
    'e-filter-a1b2c3-category=book,,estudio',
    'e-filter-a1b2c3-category=%3Cscript%3E',
    `e-filter-a1b2c3-category=${Array.from({ length: 11 }, (_, i) => `c${i}`).join(',')}`,
  ])('treats ?%s as asked wrongly (null)', (query) => {
    expect(read(query)).toBeNull()
  })

  it.each([
    ['1', 1],
    ['42', 42],
    ['9999', 9999],
    ['10000', null],
    ['0', null],
    ['1e3', null],
    [' 2', null],
  ])('reads the page number %j', (raw, expected) => {
    expect(readPageNumber(raw)).toBe(expected)
  })

  it.each([
    [{ page: 1, terms: [] }, './'],
    [{ page: 2, terms: [] }, './?e-page-a1b2c3=2'],
    [{ page: 1, terms: ['consejos'] }, './?e-filter-a1b2c3-category=consejos'],
    [{ page: 3, terms: ['consejos'] }, './?e-filter-a1b2c3-category=consejos&e-page-a1b2c3=3'],
    [{ page: 1, terms: ['book', 'estudio'] }, './?e-filter-a1b2c3-category=book,estudio'],
  ])('links to %j as %s, relative to the page that holds the loop', (query, href) => {
    expect(loopHref(ID, query)).toBe(href)
  })

  describe('with other loops on the page', () => {
    const current = 'e-page-otro=3&e-filter-tercero-category=book,estudio&e-page-a1b2c3=2&utm_source=boletin'
    it.each([
      [{ page: 1, terms: [] }, './?e-page-otro=3&e-filter-tercero-category=book,estudio'],
      [{ page: 4, terms: [] }, './?e-page-otro=3&e-filter-tercero-category=book,estudio&e-page-a1b2c3=4'],
      [
        { page: 1, terms: ['consejos'] },
        './?e-page-otro=3&e-filter-tercero-category=book,estudio&e-filter-a1b2c3-category=consejos',
      ],
    ])('links to %j keeping their page and filter, changing only its own: %s', (query, href) => {
      expect(loopHref(ID, query, current)).toBe(href)
      expect(loopHref(ID, query, new URLSearchParams(current))).toBe(href)
    })
    it('keeps the other loops’ state when read back, and sets its own', () => {
      const href = new URL(
        loopHref(ID, { page: 2, terms: ['sesiones'] }, `?${current}`),
        'https://revela.example/blog-y-mas/',
      )
      expect(readLoopQuery(href.searchParams, 'otro')).toEqual({ page: 3, terms: [], join: 'OR' })
      expect(readLoopQuery(href.searchParams, 'tercero')).toEqual({ page: 1, terms: ['book', 'estudio'], join: 'OR' })
      expect(readLoopQuery(href.searchParams, ID)).toEqual({ page: 2, terms: ['sesiones'], join: 'OR' })
    })
    it.each([
      ['e-page-otro=0', './'],
      ['e-page-otro=1', './'],
      ['e-page-otro=dos', './'],
      ['e-filter-otro-category=%3Cscript%3E', './'],
      ['e-filter-otro-category=', './'],
      ['e-page-otro=2&e-page-otro=5', './?e-page-otro=2'],
      ['e-page-otro%22%3E=2', './'],
    ])('leaves out what the other loop could not read, once each: ?%s', (query, href) => {
      expect(loopHref(ID, { page: 1, terms: [] }, query)).toBe(href)
    })
  })

  it.each([
    ['e-page-a1b2c3', { widgetId: 'a1b2c3', kind: 'page' }],
    ['e-filter-a1b2c3-category', { widgetId: 'a1b2c3', kind: 'filter' }],
    ['e-filter-a1b2c3-tag', null],
    ['utm_source', null],
    [`e-page-${'a'.repeat(65)}`, null],
  ])('knows whose parameter %s is', (key, owner) => {
    expect(loopParamOwner(key)).toEqual(owner)
  })

  it('reads back what it links to', () => {
    for (const query of [
      { page: 4, terms: ['sesiones'] },
      { page: 1, terms: ['book', 'estudio'] },
      { page: 2, terms: [] },
    ]) {
      const href = new URL(loopHref(ID, query), 'https://revela.example/blog-y-mas/')
      expect(readLoopQuery(href.searchParams, ID)).toEqual({ ...query, join: 'OR' })
      expect(href.pathname).toBe('/blog-y-mas/')
    }
  })
})
