import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, newContext } from './helpers/browser'

const base = inject('baseUrl')

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it.each(['/', '/sesiones-de-fotos-el-precio-del-profesional/', '/contacto/', '/blog/'])('%s has no serious or critical violations', async (path) => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await (await newContext(browser, base, viewport)).newPage()
      await page.goto(path)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${viewport} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        )
      expect(serious).toEqual([])
    }
  })
})
