import { describe, expect, it, vi } from 'vitest'

import { startShareButtons } from '@/blocks/ShareButtons/browser/startShareButtons'

/** Just enough of the DOM for the script: a group with its hidden print and «Compartir…» items. */
function fakePage({ share, mobile }: { share?: (data: ShareData) => Promise<void>; mobile: boolean }) {
  const nativeButton = { closest: () => nativeButton }
  const printButton = { closest: () => printButton }
  const linkText = { closest: () => null }
  const item = (button: unknown) => ({ hidden: true, contains: (el: unknown) => el === button })
  const nativeItem = item(nativeButton)
  const printItem = item(printButton)
  const listeners = new Map<string, (event: unknown) => void>()
  const root = {
    dataset: { shareUrl: 'https://revela.example/retrato/', shareTitle: 'Retrato' },
    querySelector: (selector: string) =>
      selector === '[data-share-native]' ? nativeItem : selector === '[data-share-print]' ? printItem : null,
    contains: (el: unknown) => el === nativeButton || el === printButton,
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  }
  const query = { matches: mobile, change: undefined as undefined | (() => void) }
  const win = {
    matchMedia: vi.fn(() => ({
      get matches() {
        return query.matches
      },
      addEventListener: (_: string, fn: () => void) => (query.change = fn),
      removeEventListener: () => (query.change = undefined),
    })),
    navigator: share ? { share } : {},
    print: vi.fn(),
    location: { href: 'https://revela.example/otra/' },
    document: { title: 'Revela' },
  }
  const handle = startShareButtons(root as unknown as HTMLElement, win as unknown as Window)
  const click = (target: unknown) => listeners.get('click')?.({ target })
  return { handle, win, query, nativeItem, printItem, click, nativeButton, printButton, linkText, listeners }
}

describe('startShareButtons', () => {
  it.each([
    ['a phone with the Web Share API', true, true, false],
    ['a desktop with the Web Share API', true, false, true],
    ['a phone without it', false, true, true],
  ])('on %s the «Compartir…» button is hidden: %s → %s', (_, hasShare, mobile, hidden) => {
    const page = fakePage({ share: hasShare ? vi.fn(async () => {}) : undefined, mobile })
    expect(page.nativeItem.hidden).toBe(hidden)
    expect(page.win.matchMedia).toHaveBeenCalledWith('(max-width: 1024px)')
  })

  it('shares the group’s URL and title through the system sheet, and swallows the sheet being closed', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('cancelado', 'AbortError')))
    const page = fakePage({ share, mobile: true })
    page.click(page.nativeButton)
    expect(share).toHaveBeenCalledWith({ title: 'Retrato', url: 'https://revela.example/retrato/' })
    await Promise.resolve()
  })

  it('reveals the print button and prints on click; a link click is left to the browser', () => {
    const page = fakePage({ mobile: false })
    expect(page.printItem.hidden).toBe(false)
    page.click(page.linkText)
    expect(page.win.print).not.toHaveBeenCalled()
    page.click(page.printButton)
    expect(page.win.print).toHaveBeenCalledOnce()
  })

  it('follows the viewport: rotating a tablet past the breakpoint hides the button again', () => {
    const page = fakePage({ share: vi.fn(async () => {}), mobile: true })
    expect(page.nativeItem.hidden).toBe(false)
    page.query.matches = false
    page.query.change?.()
    expect(page.nativeItem.hidden).toBe(true)
    page.handle.destroy()
    expect(page.query.change).toBeUndefined()
    expect(page.listeners.size).toBe(0)
  })
})
