import { chromium, type Browser, type BrowserContext } from 'playwright-core'

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

export function newContext(browser: Browser, baseURL: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'es-ES' })
}
