import { describe, expect, it } from 'vitest'

import { searchPagePath, searchRequest } from '@/search/core/searchRoutes'
import { isWpQueryLink, wpQueryLink } from '@/addresses/wpQueryLinks'

const q = (s: string) => new URLSearchParams(s)

describe('wpQueryLink', () => {
  it.each([
    ['p=1965', { kind: 'post-or-page', id: 1965 }],
    ['page_id=40', { kind: 'page', id: 40 }],
    ['attachment_id=12', { kind: 'attachment', id: 12 }],
    ['cat=3', { kind: 'category', id: 3 }],
    ['author=2', { kind: 'author', id: 2 }],
    ['tag=Bodas', { kind: 'tag', slug: 'bodas' }],
    ['m=2024', { kind: 'date', path: '/2024/' }],
    ['m=202403', { kind: 'date', path: '/2024/03/' }],
    ['m=20240315', { kind: 'date', path: '/2024/03/15/' }],
    ['', { kind: 'home' }],
    ['p=1965&cat=3', { kind: 'post-or-page', id: 1965 }],
  ])('reads ?%s', (search, expected) => {
    expect(wpQueryLink(q(search))).toEqual(expected)
  })

  it.each(['p=abc', 'p=-1', 'cat=1e3', 'author=', 'tag=a,b', 'tag=<x>', 'm=20x4', 'p=99999999999'])(
    'names nothing with ?%s',
    (search) => {
      expect(wpQueryLink(q(search))).toBeNull()
    },
  )

  it('is asked on / and /index.php only, and a search there stays a search', () => {
    expect(isWpQueryLink('/index.php', q('p=1965'))).toBe(true)
    expect(isWpQueryLink('/index.php', q(''))).toBe(true)
    expect(isWpQueryLink('/', q('cat=3'))).toBe(true)
    expect(isWpQueryLink('/', q(''))).toBe(false)
    expect(isWpQueryLink('/blog/', q('cat=3'))).toBe(false)
    expect(isWpQueryLink('/', q('s=boda&cat=3'))).toBe(false)
    expect(isWpQueryLink('/', q('s=boda&p=3'))).toBe(true)
  })
})

describe('searchRequest', () => {
  it('reads WordPress search addresses and their pages', () => {
    expect(searchRequest('GET', '/', q('s=boda'))).toEqual({ query: 'boda', page: 1 })
    expect(searchRequest('GET', '/page/3/', q('s=boda'))).toEqual({ query: 'boda', page: 3 })
    expect(searchRequest('HEAD', '/', q('s=boda&paged=2'))).toEqual({ query: 'boda', page: 2 })
    expect(searchRequest('GET', '/index.php', q('s=boda'))).toEqual({ query: 'boda', page: 1 })
    expect(searchRequest('GET', '/', q('s=boda&paged=x'))?.page).toBeNaN()
    expect(searchRequest('GET', '/page/0/', q('s=boda'))?.page).toBeNaN()
  })

  it('reads WordPress’s search base, /search/{words}/', () => {
    expect(searchRequest('GET', '/search/sesiones+de+boda/', q(''))).toEqual({ query: 'sesiones de boda', page: 1 })
    expect(searchRequest('GET', '/search/sesi%C3%B3n/page/2/', q(''))).toEqual({ query: 'sesión', page: 2 })
    expect(searchRequest('GET', '/search/', q(''))).toBeNull()
    expect(searchRequest('GET', '/search/+/', q(''))).toBeNull()
    expect(searchRequest('GET', '/search/a/b/', q(''))).toBeNull()
  })

  it('leaves alone what is not a search', () => {
    expect(searchRequest('GET', '/', q('s='))).toBeNull()
    expect(searchRequest('GET', '/', q('s=%20%20'))).toBeNull()
    expect(searchRequest('POST', '/', q('s=boda'))).toBeNull()
    expect(searchRequest('GET', '/blog/', q('s=boda'))).toBeNull()
    expect(searchRequest('GET', '/page/2/x/', q('s=boda'))).toBeNull()
  })

  it('links the pages of results as WordPress does', () => {
    expect(searchPagePath('sesión de boda', 1)).toBe('/?s=sesi%C3%B3n+de+boda')
    expect(searchPagePath('a&b', 2)).toBe('/page/2/?s=a%26b')
  })
})
