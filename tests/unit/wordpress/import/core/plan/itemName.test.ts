import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { itemName } from '@/wordpress/import/core/plan/itemName'
import { planIndex } from '@/wordpress/import/core/plan/planIndex'
import { emptyItem } from '@/wordpress/import/core/wxr/fields'
import { readWxr } from '@/wordpress/import/core/wxr/readWxr'

describe('itemName', () => {
  it('names an item by its title as text, its file, or what it is', () => {
    expect(itemName({ ...emptyItem(), title: 'Markup: Title <em>With</em> <b>Markup</b>' })).toBe(
      'Markup: Title With Markup',
    )
    expect(
      itemName({ ...emptyItem(), type: 'attachment', meta: { _wp_attached_file: '2024/03/retrato-ana.jpg' } }),
    ).toBe('retrato-ana.jpg')
    expect(itemName({ ...emptyItem(), type: 'post', title: '  ' })).toBe('entrada sin título')
    expect(itemName({ ...emptyItem(), type: 'portfolio' })).toBe('portfolio sin título')
  })
})

/** A small export: one post with a comment by a named visitor and one by a user whose name is only in the channel. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Estudio</title><link>https://estudio.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://estudio.example</wp:base_site_url>
<wp:author><wp:author_id>2</wp:author_id><wp:author_login>marta</wp:author_login><wp:author_display_name><![CDATA[Marta Ruiz]]></wp:author_display_name></wp:author>
<item><title></title><link>https://estudio.example/?p=5</link><dc:creator>marta</dc:creator><content:encoded><![CDATA[Hola]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>5</wp:post_id><wp:status>publish</wp:status><wp:post_type>portfolio</wp:post_type></item>
<item><title>Luz natural</title><link>https://estudio.example/luz-natural/</link><dc:creator>marta</dc:creator><content:encoded><![CDATA[Texto]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>6</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_name>luz-natural</wp:post_name>
<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author><![CDATA[Lucía]]></wp:comment_author><wp:comment_content><![CDATA[¡Qué bien!]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_user_id>0</wp:comment_user_id></wp:comment>
<wp:comment><wp:comment_id>2</wp:comment_id><wp:comment_author><![CDATA[]]></wp:comment_author><wp:comment_content><![CDATA[Gracias]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_user_id>2</wp:comment_user_id></wp:comment>
</item></channel></rss>`

describe('the report names what it mentions', () => {
  it('names each comment’s author from a light reading (as a real run plans), a user by the name WordPress shows, and an untitled item by what it is', async () => {
    const { site, items } = await readWxr(Readable.from([EXPORT]), undefined, { light: true })
    const { plan } = planIndex(site, items)
    expect(plan.comments.map((c) => c.authorName)).toEqual(['Lucía', 'Marta Ruiz'])
    expect(plan.report.skipped).toEqual([
      { itemId: 5, title: 'portfolio sin título', reason: 'tipo de contenido «portfolio» que Revela no tiene' },
    ])
  })
})
