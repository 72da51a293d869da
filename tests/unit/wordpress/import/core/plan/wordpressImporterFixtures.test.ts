import { createReadStream } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { planIndex } from '@/wordpress/import/core/plan/planIndex'
import type { PlannedItem } from '@/wordpress/import/core/plan/types'
import { emptySite } from '@/wordpress/import/core/wxr/fields'
import { readWxr, readWxrItems } from '@/wordpress/import/core/wxr/readWxr'

// WordPress Importer's own test exports (tests/fixtures/wordpress-importer/README.md); the values
// asserted are those its PHPUnit tests (phpunit/tests/parser.php) assert of WordPress's parsers.
const DIR = 'tests/fixtures/wordpress-importer'
// Bytes in small chunks, as a file is read: characters and CDATA terminators split between them.
const open = (file: string) => createReadStream(`${DIR}/${file}`, { highWaterMark: 1024 })

/** The import's dry run without a database: the light reading, the plan, then each item converted from a second reading. */
async function dryRun(file: string) {
  const index = await readWxr(open(file), undefined, { light: true })
  const { plan, planItem } = planIndex(index.site, index.items)
  const items: PlannedItem[] = []
  for await (const item of readWxrItems(open(file), emptySite())) {
    const planned = planItem(item)
    if (planned) items.push(planned)
  }
  return { plan, items, text: (id: number) => JSON.stringify(items.find((i) => i.doc.wpId === id)?.doc.blocks) }
}

// Written with escapes: an editor would compose its decomposed «Ü» and the test would compare other text.
const UNCATEGORIZED =
  'U\u0337\u0322\u032f\u032d\u0308n\u0336\u0330\u030dc\u0336\u0330\u0312a\u0336\u0330\u0305t\u0336\u0330\u0312e\u0336\u031e\u0314g\u0336\u0330\u0308o\u0336\u0330\u030dr\u0336\u0330\u0308i\u0335\u0331\u0307z\u0336\u0330\u0312e\u0336\u031e\u0314d\u0336\u032c\u033d 🎭'

describe('WordPress Importer’s test exports', () => {
  it('crazy-cdata.xml: reads ]]> inside CDATA as WordPress does, and plans the post', async () => {
    const { items } = await readWxr(open('crazy-cdata.xml'))
    expect(items).toHaveLength(1)
    expect(items[0]!.content).toBe('Content with nested <![CDATA[ tags ]]> :)')
    expect(items[0]!.meta).toEqual({
      'Plain string': 'Foo',
      'Closing CDATA': ']]>',
      'Alot of CDATA': 'This has <![CDATA[ opening and ]]> closing <![CDATA[ tags like this: ]]>',
    })
    const run = await dryRun('crazy-cdata.xml')
    expect(run.plan.docs.map((d) => [d.wpId, d.title, d.status])).toEqual([[1, 'Hello world!', 'published']])
    // Shown as WordPress's page shows it: a browser reads `<![CDATA[ tags ]]>` in HTML as a comment.
    expect(run.text(1)).toContain('"text":"Content with nested  :)"')
  })

  it('wxr-utf-8-challenges.xml: keeps every character of titles, slugs, content, meta, terms and authors', async () => {
    const { site, items } = await readWxr(open('wxr-utf-8-challenges.xml'))
    const post = items[0]!
    expect(items).toHaveLength(1)
    expect(post.title).toBe('"The Road ‮Not‬ Taken" by Rob‭ert ‮Frost ‪🌲‬')
    expect(post.slug).toBe('hello-w‮orld‬-utf8-💫-test')
    expect(post.guid).toBe('https://playground.internal/path/🚀/‮tsop‬/?p=1&test=💫‌​‍‎')
    expect(post.content).toContain('T̷̢̯̭̈w̴̰̜̾o̷͉̅ ̵̨͔̔r̶̞̈o̷̰͇̍ä̴́ͅd̶̰̒s̵̞̈́')
    expect(post.content).toContain('𝓣𝓮𝓼𝓽 𝓜𝓾𝓵𝓽𝓲-𝓑𝔂𝓽𝓮: 🚀🌟💫⭐️🔥💯🎉🎊🌈🦄')
    expect(post.content).toContain('السلام عليكم وﷲ')
    expect(post.excerpt).toBe('T̷̢̯̭̈h̶̰̾i̵̱̇s̶̰̍ ̵̰̔i̶̱̇s̶̰̍ ̵̰̔a̶̰̅n̶̰̍ ̵̰̔e̶̞̔x̶̰̍c̶̰̒e̶̞̔r̶̰̈p̶̰̒t̶̰̒ ̵̰̔w̶̰̾i̵̱̇t̶̰̒h̶̰̾ ̵̰̔e̶̞̔m̶̰̈o̶̰̍j̶̰̈i̵̱̇ 🚀🌟 ̵̰̔a̶̰̅n̶̰̍d̶̬̽ ̵̰̔R̶̰̈T̶̰̒L̶̰̈ ‮خدسنگ‬ ̵̰̔t̶̰̒e̶̞̔x̶̰̍t̶̰̒‌​‍‎')
    expect(Object.keys(post.meta)).toHaveLength(5)
    expect(post.meta['_pingme‌​‍‎']).toBe('1​‍‌‎')
    expect(post.meta._utf8_test).toBe('🚀 Test with 𝔻𝕠𝕦𝕓𝕝𝕖 𝔖𝔱𝔯𝔲𝔠𝔨: ℍ𝔢𝔩𝔩𝔬 ‮olleH‬ 𝖂𝖔𝖗𝖫𝖉! ')
    expect(post.meta._zalgo_test).toBe('T̵̢̯̭̈h̶̰̾i̵̱̇s̶̰̍ ̵̰̔i̶̱̇s̶̰̍ ̵̰̔z̶̰̒a̶̰̅l̶̰̈g̶̰̈o̶̰̍ ̵̰̔t̶̰̒e̶̞̔x̶̰̍t̶̰̒')
    expect(post.meta._special_chars).toBe('&#x202E;&#x202D;&#x200B;&#x200C;&#x200D;&#x2060;&#xFEFF;&#xFFFD;')
    expect(post.terms).toEqual([{ domain: 'category', slug: 'uncat‮egorized‬', name: UNCATEGORIZED }])
    expect(site.authors).toEqual([
      expect.objectContaining({
        login: 'admin‌​‍‎',
        email: 'ădmĩn@ℓocalhost.com',
        displayName: 'A̸̰̅d̴̰͝m̵͎̽i̵̱̋n̷̰̎ ​‍‌‎',
        firstName: '🅰️',
        lastName: '&#x1F1FA;&#x1F1F8;𝕌𝕟𝕚𝕔𝕠𝕕𝕖',
      }),
    ])

    const run = await dryRun('wxr-utf-8-challenges.xml')
    // The title as WordPress reads it; the slug made a safe address (no bidi overrides or emoji in a URL).
    expect(run.plan.docs.map((d) => [d.title, d.slug])).toEqual([
      ['"The Road ‮Not‬ Taken" by Rob‭ert ‮Frost ‪🌲‬', 'hello-w-orld-utf8-test'],
    ])
    expect(run.plan.docs[0]!.excerpt).toBe(post.excerpt.trim())
    expect(run.text(10)).toContain('السلام عليكم وﷲ')
    expect(run.text(10)).toContain('𝓣𝓮𝓼𝓽 𝓜𝓾𝓵𝓽𝓲-𝓑𝔂𝓽𝓮: 🚀🌟💫⭐️🔥💯🎉🎊🌈🦄')
  })

  it('theme-unit-test-data.xml: reads its 186 items and 2 authors, and plans posts, pages and comments under their names', async () => {
    const { site, items } = await readWxr(open('theme-unit-test-data.xml'))
    expect(items).toHaveLength(186)
    expect(site.authors.map((a) => a.login)).toEqual(['themedemos', 'themereviewteam'])
    expect(items.flatMap((i) => i.comments)).toHaveLength(33)
    const titles = new Map(items.map((i) => [i.id, i.title]))
    expect([...titles.values()]).toContain('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')
    expect([...titles.values()]).toContain('Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:\'"?,.>')

    const run = await dryRun('theme-unit-test-data.xml')
    expect(run.plan.docs.filter((d) => d.kind === 'post')).toHaveLength(58)
    expect(run.plan.docs.filter((d) => d.kind === 'page')).toHaveLength(21)
    expect(run.items).toHaveLength(run.plan.docs.length)
    // Comments a visitor wrote (WordPress also imports the 4 pingbacks and trackbacks, which Revela leaves out).
    const comments = run.items.flatMap((i) => i.comments)
    expect(comments).toHaveLength(29)
    // Each under the name the export gives it (none of them is anonymous there).
    const written = items.flatMap((i) =>
      i.comments.filter((c) => !c.type || c.type === 'comment').map((c) => [c.id, c.author.trim()]),
    )
    expect(comments.map((c) => [c.wpId, c.authorName]).sort()).toEqual(written.sort())
    expect(comments.map((c) => c.authorName)).toEqual(
      expect.arrayContaining(['Jane Doe', 'John Γιάννης Doe Κάποιος', 'Anonymous User']),
    )
    expect(comments.map((c) => c.authorName)).not.toContain('Anónimo')
  })
})
