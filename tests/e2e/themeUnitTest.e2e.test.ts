import { spawnSync } from 'node:child_process'
import { createReadStream } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readWxr } from '@/wordpress/import/core/wxr/readWxr'
import type { WxrItem, WxrSite } from '@/wordpress/import/core/wxr/types'

import { startSecondServer, type SecondServer } from './helpers/secondServer'

const FIXTURE = path.resolve('tests/fixtures/wordpress-importer/theme-unit-test-data.xml')

/**
 * WordPress's Theme Unit Test data (tests/fixtures/wordpress-importer), imported from the command
 * line into a running site, asked at every address it had as a published post or page: each
 * answers, itself or through a 301 (its media are on wordpress.com, out of reach: listed missing).
 */
describe('the Theme Unit Test data after a real import', () => {
  let site: SecondServer
  let published: WxrItem[] = []
  let exported: WxrSite

  beforeAll(async () => {
    site = await startSecondServer({})
    const imported = spawnSync(process.execPath, ['scripts/import-wordpress.mjs', FIXTURE], {
      env: site.env,
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (imported.status !== 0)
      throw new Error(`import: ${imported.stdout.slice(-3000)}\n${imported.stderr.slice(-3000)}`)
    const { items, site: wxrSite } = await readWxr(createReadStream(FIXTURE))
    exported = wxrSite
    published = items.filter((i) => (i.type === 'post' || i.type === 'page') && i.status === 'publish' && !i.password)
  }, 600_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('answers every published post and page at its WordPress address, or sends there with one 301', async () => {
    expect(published.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const item of published) {
      const { pathname, search } = new URL(item.link)
      const first = await fetch(site.baseUrl + pathname + search, { redirect: 'manual' })
      let status = first.status
      if (status === 301 || status === 308) {
        const target = new URL(first.headers.get('location')!, site.baseUrl)
        status = (await fetch(target, { redirect: 'manual' })).status
      }
      if (status !== 200)
        failures.push(`${item.type} ${item.id} «${item.title}» ${pathname}${search}: ${first.status}→${status}`)
      const byId = await fetch(`${site.baseUrl}/?${item.type === 'page' ? 'page_id' : 'p'}=${item.id}`, {
        redirect: 'manual',
      })
      if (byId.status !== 301) failures.push(`${item.type} ${item.id} «${item.title}» por su id: ${byId.status}`)
    }
    expect(failures).toEqual([])
  })

  it('shows a title with the inline markup WordPress allows, and plain in the tab and the listings’ text', async () => {
    const res = await fetch(`${site.baseUrl}/2013/01/05/markup-title-with-markup/`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1[^>]*>Markup: Title <em>With<\/em> <b>Mark<sup>up<\/sup><\/b><\/h1>/)
    expect(html).toMatch(/<title>Markup: Title With Markup · /)
    // The title of special characters is text, escaped once: nothing of it becomes markup.
    const special = await (await fetch(`${site.baseUrl}/2013/01/05/title-with-special-characters/`)).text()
    expect(special).toMatch(/<h1[^>]*>Markup: Title With Special Characters ~`!@#\$%\^&amp;\*\(\)-_=\+\{\}\[\]\/\\;:/)
    // An archive lists it with its markup too, as WordPress's loop does.
    const archive = await (await fetch(`${site.baseUrl}/category/markup/`)).text()
    expect(archive).toContain('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')
  })

  it('answers every category and tag that holds a published post, child categories at their full path too', async () => {
    const used = new Set(published.flatMap((i) => i.terms.map((t) => `${t.domain}:${t.slug}`)))
    const terms = exported.terms.filter(
      (t) => (t.taxonomy === 'category' || t.taxonomy === 'post_tag') && used.has(`${t.taxonomy}:${t.slug}`),
    )
    expect(terms.length).toBeGreaterThan(20)
    const bySlug = new Map(exported.terms.filter((t) => t.taxonomy === 'category').map((t) => [t.slug, t]))
    const failures: string[] = []
    for (const term of terms) {
      const base = term.taxonomy === 'category' ? '/category/' : '/tag/'
      const own = await fetch(`${site.baseUrl}${base}${term.slug}/`)
      if (own.status !== 200) failures.push(`${base}${term.slug}/: ${own.status}`)
      if (term.taxonomy !== 'category' || !term.parentSlug) continue
      // WordPress's own address of a child category: every ancestor's slug before its own.
      const chain = [term.slug]
      for (let p = bySlug.get(term.parentSlug); p; p = p.parentSlug ? bySlug.get(p.parentSlug) : undefined)
        chain.unshift(p.slug)
      const full = await fetch(`${site.baseUrl}/category/${chain.join('/')}/`)
      if (full.status !== 200 || new URL(full.url).pathname !== `/category/${term.slug}/`)
        failures.push(`/category/${chain.join('/')}/: ${full.status} ${new URL(full.url).pathname}`)
    }
    expect(failures).toEqual([])
    // A tag WordPress gave another slug than its name's (a category had it, or the owner chose it)
    // sends its old address, and its feed's, to the tag's archive here.
    for (const [old, now] of [
      ['/tag/alignment-2/', '/tag/alignment/'],
      ['/tag/mustread/', '/tag/must-read/'],
      ['/tag/mustread/feed/', '/tag/must-read/feed/'],
    ]) {
      const res = await fetch(site.baseUrl + old, { redirect: 'manual' })
      expect([301, 308], old).toContain(res.status)
      expect(new URL(res.headers.get('location')!, site.baseUrl).pathname, old).toBe(now)
    }
  })
})
