import { describe, expect, it } from 'vitest'

import { parseLoopViewRequest } from '@/blocks/PostsLoop/server/parseLoopViewRequest'

const parse = (path: string | null, query: string) => parseLoopViewRequest(path, new URLSearchParams(query))

describe('parseLoopViewRequest', () => {
  it('reads every loop the address names, each with its own page and filter', () => {
    const asked = parse('/', 'e-page-uno=2&e-filter-dos-tres-category=book&e-page-dos-tres=1&path=/&utm=x')
    expect(asked?.path).toBe('/')
    expect([...asked!.queries]).toEqual([
      ['uno', { page: 2, terms: [], join: 'OR' }],
      ['dos-tres', { page: 1, terms: ['book'], join: 'OR' }],
    ])
  })
  it('keeps a loop asked wrongly as null, to be answered as a page that does not exist', () => {
    expect([...parse('/blog-y-mas/', 'e-page-uno=0')!.queries]).toEqual([['uno', null]])
  })
  it.each([
    null,
    '',
    'relativa/',
    '//otro.example/',
    '/\\otro/',
    '/sin-barra',
    '/con espacio/',
    '/a"b/',
    '/?x=1/',
    `/${'a'.repeat(2001)}/`,
  ])('refuses the path %j', (path) => {
    expect(parse(path, 'e-page-uno=2')).toBeNull()
  })
})
