import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { cookieTableGroups, type DeclaredCookie } from '@/blocks/CookieTable/cookieTableGroups'
import { CookieTableView } from '@/blocks/CookieTable/CookieTableView'

const declared: DeclaredCookie[] = [
  {
    category: 'marketing',
    name: '_gcl_au',
    provider: 'Google Ireland Ltd. (Google Ads)',
    purpose: 'Medir la eficacia de los anuncios',
    duration: '3 meses',
  },
  {
    category: 'necessary',
    name: 'revela_consent',
    provider: 'Propia',
    purpose: 'Guarda tu elección sobre las cookies',
    duration: '1 año',
  },
  { category: 'marketing', name: '<b>x</b>', provider: 'A & B', purpose: 'p', duration: 'd' },
]

describe('cookieTableGroups', () => {
  it('groups the cookies in the banner’s category order and skips empty categories', () => {
    const groups = cookieTableGroups(declared)
    expect(groups.map((g) => [g.category, g.caption, g.cookies.map((c) => c.name)])).toEqual([
      ['necessary', 'Cookies técnicas (necesarias)', ['revela_consent']],
      ['marketing', 'Cookies publicitarias', ['_gcl_au', '<b>x</b>']],
    ])
    expect(cookieTableGroups(null)).toEqual([])
  })
})

describe('CookieTableView', () => {
  const html = renderToStaticMarkup(
    createElement(CookieTableView, { groups: cookieTableGroups(declared), showButton: true }),
  )

  it('draws one captioned table per category, with column and row headers', () => {
    expect(html.match(/<table/g)).toHaveLength(2)
    expect(html).toContain('<caption>Cookies técnicas (necesarias)</caption>')
    expect(html).toContain(
      '<thead><tr><th scope="col">Nombre</th><th scope="col">Titular</th><th scope="col">Finalidad</th><th scope="col">Duración</th></tr></thead>',
    )
    expect(html).toContain(
      '<th scope="row"><code>revela_consent</code></th><td>Propia</td><td>Guarda tu elección sobre las cookies</td><td>1 año</td>',
    )
    expect(html).toContain('role="region" aria-label="Cookies publicitarias" tabindex="0"')
  })

  it('escapes what editors declared', () => {
    expect(html).toContain('<code>&lt;b&gt;x&lt;/b&gt;</code></th><td>A &amp; B</td>')
    expect(html).not.toContain('<b>x</b>')
  })

  it('offers the banner’s preferences with a button, and the way without JavaScript in <noscript>', () => {
    expect(html).toContain(
      '<button type="button" class="button button--primary" data-cc="show-preferencesModal">Configurar cookies</button>',
    )
    expect(html).toMatch(/<noscript><p>[^<]*<code>revela_consent<\/code>[^<]*<\/p><\/noscript>/)
    const without = renderToStaticMarkup(createElement(CookieTableView, { groups: [], showButton: false }))
    expect(without).not.toContain('<button')
    expect(without).not.toContain('<noscript>')
    expect(without).toContain(
      'Este sitio solo guarda la cookie <code>revela_consent</code>, que recuerda tu elección sobre las cookies.',
    )
  })
})
