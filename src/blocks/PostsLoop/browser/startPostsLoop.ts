import { isPlainClick } from '@/lib/browser/isPlainClick'

import { loopLinkTarget } from './loopLinkTarget'
import { loopStateKey, readPostId, refreshBody } from './refreshBody'

const ENDPOINT = '/wp-json/elementor-pro/v1/refresh-loop'

export interface PostsLoopHandle {
  stop(): void
}

/**
 * Elementor Pro's loop behaviour on a server-drawn loop: its filter and pagination links ask
 * refresh-loop for the region, which replaces the old one in place; the address follows
 * (pushState, and back/forward through popstate); focus moves to the region's start and the
 * status line announces how many posts it shows. While a request is out the loop is aria-busy.
 * When anything fails the link is followed as a plain link, whose page the server draws.
 */
export function startPostsLoop(doc: Document, widgetId: string): PostsLoopHandle {
  const root = doc.querySelector<HTMLElement>(`[data-loop-widget="${CSS.escape(widgetId)}"]`)
  const postId = readPostId(doc.getElementById('revela-config')?.textContent)
  if (!root || !postId) return { stop() {} }
  const win = doc.defaultView!
  const region = () => root.querySelector<HTMLElement>('.e-loop__region')
  // Regions already seen, by state: back and forward show them again without asking the server.
  const seen = new Map<string, string>()
  let shown = loopStateKey(win.location.href, widgetId)
  const first = region()
  if (first) seen.set(shown, first.outerHTML)
  let pending: AbortController | null = null
  // Each change takes a ticket; an answer arriving after a newer change was asked for is dropped.
  let ticket = 0
  let announcing = 0

  async function load(href: string): Promise<string> {
    const key = loopStateKey(href, widgetId)
    const known = seen.get(key)
    if (known) return known
    pending = new AbortController()
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(refreshBody(href, widgetId, postId!)),
      signal: pending.signal,
    })
    const json = (await response.json()) as { data?: unknown }
    if (!response.ok || typeof json.data !== 'string') throw new Error(`refresh-loop ${response.status}`)
    seen.set(key, json.data)
    return json.data
  }

  function show(html: string, key: string) {
    const template = doc.createElement('template')
    template.innerHTML = html.trim()
    const next = template.content.firstElementChild as HTMLElement | null
    const old = region()
    if (!next?.classList.contains('e-loop__region') || !old) throw new Error('refresh-loop: región no válida')
    old.replaceWith(next)
    shown = key
    next.focus()
    // Emptied first and filled a moment later, so the same sentence twice is announced twice.
    const live = root!.querySelector('[data-loop-live]')
    if (live) {
      live.textContent = ''
      win.clearTimeout(announcing)
      announcing = win.setTimeout(() => (live.textContent = next.dataset.loopStatus ?? ''), 100)
    }
  }

  async function go(href: string, push: boolean) {
    const key = loopStateKey(href, widgetId)
    pending?.abort()
    const mine = ++ticket
    // Back to what the region shows (Todas → Consejos → Todas before Consejos came): the request
    // on its way is for a choice the visitor has left, and must not land after this.
    if (key === shown) return root!.removeAttribute('aria-busy')
    root!.setAttribute('aria-busy', 'true')
    try {
      const html = await load(href)
      if (mine !== ticket) return
      if (push) win.history.pushState({ revelaLoop: widgetId }, '', href)
      show(html, key)
      root!.removeAttribute('aria-busy')
    } catch (error) {
      if (mine !== ticket || (error as Error).name === 'AbortError') return
      // The server draws the same page for the address itself (the no-JavaScript view).
      if (push) win.location.assign(href)
      else win.location.reload()
    }
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-loop-link]')
    if (!link || !root.contains(link) || !isPlainClick(event) || (link.target && link.target !== '_self')) return
    event.preventDefault()
    void go(loopLinkTarget(link.href, win.location.href, widgetId), true)
  }
  const onPopState = () => {
    if (loopStateKey(win.location.href, widgetId) !== shown) void go(win.location.href, false)
  }

  root.addEventListener('click', onClick)
  win.addEventListener('popstate', onPopState)
  // Says the links now change the loop in place (styles and tests may wait for it).
  root.setAttribute('data-loop-enhanced', '')
  return {
    stop() {
      root.removeAttribute('data-loop-enhanced')
      root.removeAttribute('aria-busy')
      pending?.abort()
      win.clearTimeout(announcing)
      root.removeEventListener('click', onClick)
      win.removeEventListener('popstate', onPopState)
    },
  }
}
