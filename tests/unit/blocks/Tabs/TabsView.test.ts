import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TabsView, type TabsViewItem } from '@/blocks/Tabs/TabsView'

const titles = ['Retrato', 'Familia', 'Embarazo y recién nacido', 'Corporativa', 'Book']
const items: TabsViewItem[] = titles.map((title, i) => ({
  key: `i${i}`,
  title,
  content: createElement('p', null, `Contenido de ${title}`),
}))
const render = (active: number, instant = false, label: string | null = 'Tipos de sesión') =>
  renderToStaticMarkup(createElement(TabsView, { baseId: 'tabs-x', label, items, active, instant }))

describe('TabsView', () => {
  const html = render(1)

  it('draws a named tab list with the active tab selected and the only tab stop', () => {
    expect(html).toContain('<div class="block-tabs__list" role="tablist" aria-label="Tipos de sesión">')
    expect(html.match(/role="tab"/g)).toHaveLength(5)
    expect(html).toContain(
      'id="tabs-x-tab-2" class="block-tabs__tab" role="tab" aria-selected="true" aria-controls="tabs-x-panel-2" tabindex="0">Familia</button>',
    )
    expect(html).toContain(
      'id="tabs-x-tab-1" class="block-tabs__tab" role="tab" aria-selected="false" aria-controls="tabs-x-panel-1" tabindex="-1">Retrato</button>',
    )
    expect(html.match(/tabindex="0"/g)).toHaveLength(1 + 5)
  })

  it('puts an accordion heading before each panel, expanded for the open one', () => {
    expect(html).toContain(
      '<button type="button" id="tabs-x-toggle-2" class="block-tabs__toggle" aria-expanded="true" aria-controls="tabs-x-panel-2">Familia</button><div id="tabs-x-panel-2" class="block-tabs__panel" role="tabpanel" aria-labelledby="tabs-x-tab-2" tabindex="0"><p>Contenido de Familia</p></div>',
    )
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(4)
  })

  it('gives each panel its title as a plain heading too, for the layout without JavaScript', () => {
    expect(html.match(/<h2 class="block-tabs__heading">/g)).toHaveLength(5)
    expect(html).toContain(
      '<h2 class="block-tabs__heading">Familia</h2><button type="button" id="tabs-x-toggle-2" class="block-tabs__toggle"',
    )
  })

  it('opens only the active panel in the server’s HTML, with every panel’s content there', () => {
    expect(html.match(/class="block-tabs__panel"[^>]*hidden=""/g)).toHaveLength(4)
    for (const title of titles) expect(html).toContain(`Contenido de ${title}`)
    expect(html).not.toMatch(/id="tabs-x-panel-2"[^>]*hidden/)
  })

  it('animates over 400 ms unless shown instantly', () => {
    expect(html).toContain('style="--tabs-duration:400ms" data-tabs=""')
    expect(html).not.toContain('data-instant')
    expect(render(0, true)).toContain('style="--tabs-duration:0ms" data-tabs="" data-instant=""')
  })

  it('leaves the tab list unnamed when the editor gave no name', () => {
    expect(render(0, false, null)).toContain('<div class="block-tabs__list" role="tablist">')
  })
})
