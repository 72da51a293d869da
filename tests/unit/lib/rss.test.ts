import { describe, expect, it } from 'vitest'

import { rss } from '@/lib/rss'

describe('RSS feed', () => {
  it('escapes what editors type', () => {
    const xml = rss({
      title: 'Revela & Co',
      link: 'https://revela.example/',
      description: '<b>fotos</b>',
      selfUrl: 'https://revela.example/feed/',
      items: [
        {
          title: 'Luz "natural" & <em>estudio</em> <3',
          link: 'https://revela.example/a/',
          guid: 'https://revela.example/?p=1',
          pubDate: 'Tue, 14 May 2024 08:00:00 GMT',
          description: 'x',
          categories: ['Consejos'],
        },
      ],
    })
    expect(xml).toContain('<title>Revela &amp; Co</title>')
    // A title's inline markup (WordPress's, see titleHtml) is left out of the feed, as WordPress's the_title_rss does.
    expect(xml).toContain('<title>Luz &quot;natural&quot; &amp; estudio &lt;3</title>')
    expect(xml).toContain('<category>Consejos</category>')
    expect(xml).not.toContain('<b>')
  })
})
