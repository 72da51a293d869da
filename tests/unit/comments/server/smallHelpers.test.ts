import { describe, expect, it } from 'vitest'

import { absint } from '@/comments/server/absint'
import { sameSecret } from '@/comments/server/loadCommentView'
import { normalizeAuthorUrl } from '@/comments/server/normalizeAuthorUrl'
import { replaceRegion } from '@/lib/html/replaceRegion'
import { standalonePage } from '@/lib/http/standalonePage'

describe('absint', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    ['0', 0],
    ['-3', 0],
    ['1e3', 0],
    ['12abc', 0],
    ['', 0],
    [undefined, 0],
    ['9999999999999999', 0],
  ])('%j → %j', (text, id) => expect(absint(text)).toBe(id))
})

describe('normalizeAuthorUrl', () => {
  it.each([
    ['', ''],
    ['lucia.example', 'http://lucia.example'],
    ['https://lucia.example/portfolio', 'https://lucia.example/portfolio'],
    ['//lucia.example', 'http://lucia.example'],
    ['javascript:alert(1)', ''],
    ['java\nscript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['no es una web', ''],
  ])('%j → %j', (typed, kept) => expect(normalizeAuthorUrl(typed)).toBe(kept))
})

describe('replaceRegion', () => {
  const markers = ['<!--a-->', '<!--/a-->'] as const
  it('replaces the marked region, markers included', () => {
    expect(replaceRegion('x<!--a-->old<!--/a-->y', markers, 'NEW')).toBe('xNEWy')
  })
  it('gives null without both markers in order', () => {
    expect(replaceRegion('x<!--/a-->old<!--a-->y', markers, 'NEW')).toBeNull()
    expect(replaceRegion('nothing', markers, 'NEW')).toBeNull()
  })
})

describe('sameSecret', () => {
  it('matches equal keys only, and never empty ones', () => {
    expect(sameSecret('abc', 'abc')).toBe(true)
    expect(sameSecret('abc', 'abd')).toBe(false)
    expect(sameSecret('abc', 'abcd')).toBe(false)
    expect(sameSecret('', '')).toBe(false)
  })
})

describe('standalonePage', () => {
  it('is a small Spanish page with everything escaped and never cached', async () => {
    const response = standalonePage(['<b>uno</b>', 'dos'], '/a"b/', 400, { 'Retry-After': '5' })
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBe('5')
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<li>&lt;b&gt;uno&lt;/b&gt;</li>')
    expect(html).toContain('href="/a&quot;b/">Volver</a>')
  })
})
