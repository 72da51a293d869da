import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1366, height: 900 },
} as const

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let decided: Promise<StorageState> | undefined

/**
 * A browser that has already answered the cookie banner («Rechazar todo», once per test file, for
 * real): the banner floats over the page's corner and would sit over what other tests click. The
 * consent tests ask for a `fresh` context to see it.
 */
function consentDecided(browser: Browser, baseURL: string): Promise<StorageState> {
  decided ??= (async () => {
    const context = await browser.newContext({ baseURL, locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto('/politica-de-cookies/')
    await page
      .locator('#cc-main .cm')
      .getByRole('button', { name: 'Rechazar todo', exact: true })
      .click({ timeout: 30_000 })
    await page.waitForFunction(() => document.cookie.includes('revela_consent='))
    const state = await context.storageState()
    await context.close()
    return state
  })()
  return decided
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<BrowserContext> {
  const storageState = fresh ? undefined : await consentDecided(browser, baseURL)
  return browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'es-ES', storageState })
}

/** A browser context whose pages sum their layout shifts (as the CLS metric counts them) in `window.__cls`. */
export async function measuredContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport)
  await context.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const w = window as unknown as { __cls: number; __shifts: string[] }
    w.__cls = 0
    w.__shifts = []
    const describe = (node?: Node) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
        : String(node?.nodeName)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        w.__cls += entry.value
        const moved = (entry.sources ?? []).map(
          (s) =>
            `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
        )
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrollY ${Math.round(scrollY)}: ${moved.join('; ')}`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return context
}

/** Starts a measured page's count again, to measure what a step after loading moves. */
export async function resetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] }
    w.__cls = 0
    w.__shifts = []
  })
}

/**
 * The layout shifts of a measured page's loading, once it has settled (network idle, fonts ready),
 * and a fresh count from there: what a test then does (scrolling, opening) is measured alone. On a
 * slow, loaded machine the loading may shift a little, which the caller holds to the "good" CLS.
 */
export async function loadingLayoutShifts(page: Page): Promise<{ cls: number; shifts: string }> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const loading = await layoutShifts(page)
  await resetLayoutShifts(page)
  return loading
}

/** The layout shifts a measured page has had: their sum (CLS) and what moved, for the failure message. */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: string }> {
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] }
    return { cls: w.__cls, shifts: w.__shifts }
  })
  return { cls, shifts: shifts.join('\n') }
}

/** Signs in to the admin through its login form and waits for the dashboard. */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}

/**
 * Keeps a screenshot of what the person saw as a test artefact, under test-results/screenshots/
 * (gitignored; CI keeps the folder), so that a run can be looked at afterwards.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}
