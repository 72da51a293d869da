import { describe, expect, it } from 'vitest'

import { hasMalformedEscape, isIdLink, trailingSlashRedirect } from '@/addresses/sitePathRules'

describe('trailing slashes as WordPress has them', () => {
  it.each([
    ['/contacto', '/contacto/'],
    ['/sesiones-de-fotos/retrato', '/sesiones-de-fotos/retrato/'],
    ['/blog/page/2', '/blog/page/2/'],
    ['/category/consejos', '/category/consejos/'],
    // A page whose address merely starts like a route's is a page.
    ['/administracion', '/administracion/'],
    ['/wp-contenido', '/wp-contenido/'],
  ])('%s → %s', (path, target) => {
    expect(trailingSlashRedirect(path)).toBe(target)
  })

  it.each([
    '/',
    '/contacto/',
    '/admin',
    '/admin/collections/posts',
    '/api/posts',
    '/wp-json',
    '/wp-admin/admin-ajax.php',
    '/sitemap.xml',
    '/robots.txt',
    '/_next/static/x.js',
    '/wp-content/uploads/2024/05/a.jpg',
    '/wpcf7-nojs/challenge',
    '/wp-loop-view',
    '/wp-comment-feed/x',
  ])('leaves %s alone', (path) => {
    expect(trailingSlashRedirect(path)).toBeNull()
  })

  it('recognises id links only on the front page', () => {
    expect(isIdLink('/', new URLSearchParams('p=1965'))).toBe(true)
    expect(isIdLink('/', new URLSearchParams('page_id=2'))).toBe(true)
    expect(isIdLink('/blog/', new URLSearchParams('p=1965'))).toBe(false)
    expect(isIdLink('/', new URLSearchParams('s=hola'))).toBe(false)
    expect(isIdLink('/index.php', new URLSearchParams('p=1965'))).toBe(true)
  })
})

describe('hasMalformedEscape', () => {
  it('finds broken percent-escapes, which Next would answer with 500', () => {
    expect(hasMalformedEscape('/tag/7%((/')).toBe(true)
    expect(hasMalformedEscape('/a/%E0%A4%A/')).toBe(true)
    expect(hasMalformedEscape('/sesi%C3%B3n/')).toBe(false)
    expect(hasMalformedEscape('/tag/madrid/')).toBe(false)
  })
})
