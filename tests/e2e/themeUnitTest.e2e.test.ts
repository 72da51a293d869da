import { spawnSync } from 'node:child_process'
import { createReadStream } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readWxr } from '@/wordpress/import/core/wxr/readWxr'
import type { WxrItem } from '@/wordpress/import/core/wxr/types'

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

  beforeAll(async () => {
    site = await startSecondServer({})
    const imported = spawnSync(process.execPath, ['scripts/import-wordpress.mjs', FIXTURE], {
      env: site.env,
      encoding: 'utf8',
      timeout: 300_000,
    })
    if (imported.status !== 0)
      throw new Error(`import: ${imported.stdout.slice(-3000)}\n${imported.stderr.slice(-3000)}`)
    const { items } = await readWxr(createReadStream(FIXTURE))
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
})
