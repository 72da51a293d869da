import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seriousViolations } from './helpers/axe'
import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(['/', '/sesiones-de-fotos-el-precio-del-profesional/', '/contacto/', '/blog/'])(
    '%s has no serious or critical violations',
    async (path) => {
      for (const viewport of ['desktop', 'mobile'] as const) {
        const page = await (await newContext(browser, base, viewport)).newPage()
        await page.goto(path)
        expect(await seriousViolations(page, { label: viewport })).toEqual([])
      }
    },
  )
})
