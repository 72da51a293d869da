import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { headerHasSearch } from '@/wordpress/import/core/plan/headerHasSearch'
import { emptyItem } from '@/wordpress/import/core/wxr/fields'
import { readWxr } from '@/wordpress/import/core/wxr/readWxr'
import type { WxrItem } from '@/wordpress/import/core/wxr/types'

const item = (fields: Partial<WxrItem>): WxrItem => ({ ...emptyItem(), ...fields })
const search = '<!-- wp:search {"label":"Buscar","buttonText":"Buscar"} /-->'

describe('headerHasSearch', () => {
  it('finds the Search block in a block theme’s header part or navigation', () => {
    expect(
      headerHasSearch([
        item({ type: 'wp_template_part', slug: 'header', content: `<!-- wp:group -->${search}<!-- /wp:group -->` }),
      ]),
    ).toBe(true)
    const area = [{ domain: 'wp_template_part_area', slug: 'header', name: 'Cabecera' }]
    expect(
      headerHasSearch([item({ type: 'wp_template_part', slug: 'cabecera-estudio', terms: area, content: search })]),
    ).toBe(true)
    expect(headerHasSearch([item({ type: 'wp_navigation', content: `<!-- wp:navigation-link /-->${search}` })])).toBe(
      true,
    )
  })

  it('finds a search widget in an Elementor header template', () => {
    const data = JSON.stringify([{ elType: 'widget', widgetType: 'search-form', settings: {} }])
    expect(
      headerHasSearch([
        item({ type: 'elementor_library', meta: { _elementor_template_type: 'header', _elementor_data: data } }),
      ]),
    ).toBe(true)
  })

  it('finds none in a footer part, an article, a popup template or a header without one', () => {
    expect(headerHasSearch([item({ type: 'wp_template_part', slug: 'footer', content: search })])).toBe(false)
    expect(headerHasSearch([item({ type: 'post', content: search })])).toBe(false)
    const data = JSON.stringify([{ elType: 'widget', widgetType: 'search-form', settings: {} }])
    expect(
      headerHasSearch([
        item({ type: 'elementor_library', meta: { _elementor_template_type: 'popup', _elementor_data: data } }),
      ]),
    ).toBe(false)
    expect(
      headerHasSearch([item({ type: 'wp_template_part', slug: 'header', content: '<!-- wp:site-title /-->' })]),
    ).toBe(false)
  })

  it('is told by a light reading of the export, which keeps the theme’s parts whole and drops the articles’ content', async () => {
    const wxr = `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
      <item><title>Cabecera</title><content:encoded><![CDATA[${search}]]></content:encoded><wp:post_id>7</wp:post_id><wp:post_name>header</wp:post_name><wp:post_type>wp_template_part</wp:post_type></item>
      <item><title>Artículo</title><content:encoded><![CDATA[<p>Texto largo</p>]]></content:encoded><wp:post_id>8</wp:post_id><wp:post_type>post</wp:post_type></item>
    </channel></rss>`
    const { items } = await readWxr(Readable.from([wxr]), undefined, { light: true })
    expect(items.map((i) => [i.type, i.content])).toEqual([
      ['wp_template_part', search],
      ['post', ''],
    ])
    expect(headerHasSearch(items)).toBe(true)
  })
})
