import { describe, expect, it } from 'vitest'

import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'
import { loopMarkers, loopStatusText, renderLoopRegion, renderLoopRegionMarked } from '@/blocks/PostsLoop/render'

import { card, view } from '../fixtures'

/** The attributes of every element matching a tag and a class, in order. */
const links = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<a class="[^"]*${cls}[^"]*"[^>]*>`, 'g'))].map((m) => m[0])

describe('renderLoopRegion', () => {
  it('draws the region that takes focus and carries the announcement', () => {
    const html = renderLoopRegion(view())
    expect(html).toMatch(
      /^<div class="e-loop__region" id="e-loop-w1" tabindex="-1" data-loop-status="Mostrando 3 entradas \(página 1 de 3\)\.">/,
    )
    expect(html.endsWith('</div>')).toBe(true)
  })

  it('lists the cards semantically, in the block’s columns', () => {
    const html = renderLoopRegion(view())
    expect(html).toContain('<ul class="e-loop__grid elementor-loop-container elementor-grid cols-3">')
    expect(html.match(/<li class="e-loop-item post-\d+"><article class="e-loop-card">/g)).toHaveLength(3)
    expect(html).toContain('<h3 class="e-loop-card__title"><a href="/entrada-1/">Entrada 1</a></h3>')
    expect(html).toContain(
      '<p class="e-loop-card__date"><time datetime="2024-05-14T08:00:00.000Z">14 de mayo de 2024</time></p>',
    )
    expect(html).toContain('<p class="e-loop-card__excerpt">Extracto 1</p>')
    expect(html).toContain(
      '<ul class="e-loop-card__categories" aria-label="Categorías"><li><a href="/category/consejos/" rel="category tag">Consejos</a></li></ul>',
    )
  })

  it('draws a lazy, responsive image inside a link that screen readers and the keyboard skip', () => {
    const html = renderLoopRegion(view({ cards: [card(1)] }))
    expect(html).toContain(
      '<a class="e-loop-card__image" href="/entrada-1/" tabindex="-1" aria-hidden="true"><picture>',
    )
    expect(html).toContain(
      '<source type="image/avif" srcset="/a-480.avif 480w, /a-960.avif 960w" sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 384px">',
    )
    expect(html).toContain(
      '<img src="/a-960.webp" alt="Foto 1" width="1600" height="1067" loading="lazy" decoding="async">',
    )
  })

  it.each([
    [{ showImage: false }, '<picture>', false],
    [{ showExcerpt: false }, 'e-loop-card__excerpt', false],
    [{ headingLevel: '2' }, '<h2 class="e-loop-card__title">', true],
    [{ headingLevel: '4' }, '<h4 class="e-loop-card__title">', true],
    [{ columns: 1 }, 'cols-1', true],
    [{ showFilter: false }, 'e-filter', false],
  ])('follows the block’s settings: %j', (change, fragment, present) => {
    const html = renderLoopRegion(
      view({ settings: loopSettings({ perPage: 3, columns: 3, showFilter: true, ...change }) }),
    )
    expect(html.includes(fragment)).toBe(present)
  })

  it('leaves out what a post lacks', () => {
    const html = renderLoopRegion(view({ cards: [card(1, { image: null, date: null, excerpt: '', categories: [] })] }))
    expect(html).not.toMatch(/picture|<time|e-loop-card__excerpt|e-loop-card__categories/)
  })

  it('escapes every text an editor wrote', () => {
    const evil = '<img src=x onerror=alert(1)> & "comillas" \'simples\''
    const html = renderLoopRegion(
      view({
        widgetId: 'w1',
        cards: [
          card(1, {
            title: evil,
            excerpt: evil,
            href: '/"><script>/',
            categories: [{ name: evil, href: '/category/"x/' }],
            image: { ...card(1).image!, alt: evil },
          }),
        ],
        categories: [{ slug: 'consejos', name: evil }],
      }),
    )
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;comillas&quot; &#039;simples&#039;')
    expect(html).toContain('href="/&quot;&gt;&lt;script&gt;/"')
  })
})

describe('the filter', () => {
  it('offers «Todas» and each category, as links that work without JavaScript, «Todas» current', () => {
    const html = renderLoopRegion(view())
    expect(html).toContain(
      '<nav class="e-filter" aria-label="Filtrar entradas por categoría"><ul class="e-filter__list">',
    )
    expect(links(html, 'e-filter-item')).toEqual([
      '<a class="e-filter-item" href="./" data-filter="__all" data-loop-link aria-current="true">',
      '<a class="e-filter-item" href="./?e-filter-w1-category=book" data-filter="book" data-loop-link>',
      '<a class="e-filter-item" href="./?e-filter-w1-category=consejos" data-filter="consejos" data-loop-link>',
    ])
    expect(html).not.toContain('aria-pressed')
  })
  it('marks the chosen category, and names it in the announcement', () => {
    const html = renderLoopRegion(view({ query: { page: 1, terms: ['consejos'], join: 'OR' }, total: 6, pages: 2 }))
    expect(links(html, 'e-filter-item').filter((a) => a.includes('aria-current'))).toEqual([
      '<a class="e-filter-item" href="./?e-filter-w1-category=consejos" data-filter="consejos" data-loop-link aria-current="true">',
    ])
    expect(html).toContain('data-loop-status="Mostrando 3 entradas de Consejos (página 1 de 2)."')
  })
  it('is not drawn when no category has posts', () => {
    expect(renderLoopRegion(view({ categories: [] }))).not.toContain('e-filter')
  })
})

describe('the pagination', () => {
  const pageLinks = (html: string) => links(html, 'page-numbers')
  it('numbers the pages, «Página N» for screen readers, the current one not a link', () => {
    const html = renderLoopRegion(view({ query: { page: 2, terms: [], join: 'OR' } }))
    expect(html).toContain('<nav class="e-loop__pagination elementor-pagination" aria-label="Paginación de entradas">')
    expect(html).toContain(
      '<span class="page-numbers current" aria-current="page"><span class="visually-hidden">Página </span>2</span>',
    )
    expect(html).toContain(
      '<a class="page-numbers" href="./" data-loop-link><span class="visually-hidden">Página </span>1</a>',
    )
    expect(pageLinks(html)).toEqual([
      '<a class="page-numbers prev" href="./" rel="prev" data-loop-link>',
      '<a class="page-numbers" href="./" data-loop-link>',
      '<a class="page-numbers" href="./?e-page-w1=3" data-loop-link>',
      '<a class="page-numbers next" href="./?e-page-w1=3" rel="next" data-loop-link>',
    ])
  })
  it('keeps the filter in every page link, escaped for the attribute', () => {
    const html = renderLoopRegion(view({ query: { page: 1, terms: ['consejos'], join: 'OR' }, pages: 2 }))
    expect(pageLinks(html)).toEqual([
      '<a class="page-numbers" href="./?e-filter-w1-category=consejos&amp;e-page-w1=2" data-loop-link>',
      '<a class="page-numbers next" href="./?e-filter-w1-category=consejos&amp;e-page-w1=2" rel="next" data-loop-link>',
    ])
  })
  it('hides the guillemets of «Anterior» and «Siguiente» from screen readers', () => {
    const html = renderLoopRegion(view({ query: { page: 2, terms: [], join: 'OR' } }))
    expect(html).toContain('rel="prev" data-loop-link><span aria-hidden="true">« </span>Anterior</a>')
    expect(html).toContain('rel="next" data-loop-link>Siguiente<span aria-hidden="true"> »</span></a>')
  })
  it('keeps the other loops’ parameters of the address drawn in every link', () => {
    const html = renderLoopRegion(
      view({ query: { page: 2, terms: [], join: 'OR' }, search: '?e-page-otro=3&e-page-w1=2' }),
    )
    expect(pageLinks(html)).toEqual([
      '<a class="page-numbers prev" href="./?e-page-otro=3" rel="prev" data-loop-link>',
      '<a class="page-numbers" href="./?e-page-otro=3" data-loop-link>',
      '<a class="page-numbers" href="./?e-page-otro=3&amp;e-page-w1=3" data-loop-link>',
      '<a class="page-numbers next" href="./?e-page-otro=3&amp;e-page-w1=3" rel="next" data-loop-link>',
    ])
    expect(links(html, 'e-filter-item')[1]).toBe(
      '<a class="e-filter-item" href="./?e-page-otro=3&amp;e-filter-w1-category=book" data-filter="book" data-loop-link>',
    )
  })
  it('draws only «Anterior» and «Siguiente» when asked', () => {
    const html = renderLoopRegion(
      view({ settings: loopSettings({ pagination: 'prevNext' }), query: { page: 2, terms: [], join: 'OR' } }),
    )
    expect(pageLinks(html).map((a) => /class="([^"]+)"/.exec(a)![1])).toEqual([
      'page-numbers prev',
      'page-numbers next',
    ])
    expect(html).not.toContain('aria-current="page"')
  })
  it.each([
    ['no pagination', { settings: loopSettings({ pagination: 'none' }) }],
    ['a single page', { pages: 1, total: 3 }],
    [
      'an empty page',
      { outcome: 'out-of-range' as const, cards: [], query: { page: 9, terms: [], join: 'OR' as const } },
    ],
  ])('is not drawn for %s', (_, change) => {
    expect(renderLoopRegion(view(change))).not.toContain('e-loop__pagination')
  })
  it('shows gaps on long paginations, hidden from screen readers', () => {
    const html = renderLoopRegion(view({ pages: 12, query: { page: 6, terms: [], join: 'OR' } }))
    expect(html.match(/<span class="page-numbers dots" aria-hidden="true">…<\/span>/g)).toHaveLength(2)
  })
})

describe('empty regions', () => {
  it('says a page past the last is empty and links back to the first page of the same filter', () => {
    const html = renderLoopRegion(
      view({
        outcome: 'out-of-range',
        cards: [],
        total: 6,
        pages: 2,
        query: { page: 5, terms: ['consejos'], join: 'OR' },
      }),
    )
    expect(html).toContain('<p class="e-loop__empty">No hay entradas en esta página.</p>')
    expect(html).toContain('<a href="./?e-filter-w1-category=consejos" data-loop-link>Volver a la primera página</a>')
    expect(html).toContain('data-loop-status="No hay entradas en esta página."')
    expect(html).not.toContain('e-loop__grid')
  })
  it('keeps the other loops’ parameters in the way back', () => {
    const html = renderLoopRegion(
      view({
        outcome: 'out-of-range',
        cards: [],
        total: 0,
        pages: 0,
        query: { page: 1, terms: ['nada'], join: 'OR' },
        search: '?e-filter-otro-category=book&e-filter-w1-category=nada',
      }),
    )
    expect(html).toContain('<a href="./?e-filter-otro-category=book" data-loop-link>Ver todas las entradas</a>')
  })
  it('links a filter without posts back to every post', () => {
    const html = renderLoopRegion(
      view({ outcome: 'out-of-range', cards: [], total: 0, pages: 0, query: { page: 1, terms: ['nada'], join: 'OR' } }),
    )
    expect(html).toContain('<a href="./" data-loop-link>Ver todas las entradas</a>')
  })
  it('says so when nothing is published yet, with nowhere to go back to', () => {
    const html = renderLoopRegion(view({ outcome: 'none', cards: [], total: 0, pages: 0, categories: [] }))
    expect(html).toContain('<p class="e-loop__empty">Todavía no hay entradas publicadas.</p>')
    expect(html).not.toContain('<a ')
  })
})

describe('markers and announcement', () => {
  it('wraps the region in this loop’s own markers', () => {
    const v = view()
    expect(renderLoopRegionMarked(v)).toBe(`<!--revela:loop:w1-->${renderLoopRegion(v)}<!--/revela:loop:w1-->`)
    expect(loopMarkers('otro')).toEqual(['<!--revela:loop:otro-->', '<!--/revela:loop:otro-->'])
  })
  it.each([
    [1, 1, 1, [], 'Mostrando 1 entrada.'],
    [3, 2, 3, [], 'Mostrando 3 entradas (página 2 de 3).'],
    [1, 1, 1, ['Book de fotos'], 'Mostrando 1 entrada de Book de fotos.'],
    [2, 1, 1, ['Book de fotos', 'El estudio'], 'Mostrando 2 entradas de Book de fotos, El estudio.'],
  ])('announces %i posts on page %i of %i (%j) as «%s»', (shown, page, pages, names, text) => {
    expect(loopStatusText(shown, page, pages, names)).toBe(text)
  })
})
