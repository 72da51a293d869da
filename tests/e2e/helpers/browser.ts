import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
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
    await page.locator('#cc-main .cm').getByRole('button', { name: 'Rechazar todo', exact: true }).click({ timeout: 30_000 })
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
export async function measuredContext(browser: Browser, baseURL: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport)
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return context
}

/** Signs in to the admin through its login form and waits for the dashboard. */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}
