import { ANCHOR_SCROLL_MS } from '@/lib/constants'

import { anchorScrollTop } from './core/anchorScrollTop'
import { easeInOutCubic } from './core/easeInOutCubic'
import { sameDocumentAnchor } from './core/sameDocumentAnchor'

/** What covers the window's top: the page's own scroll padding (the header, as a plain jump uses it), or more. */
function coveredTop(): number {
  const root = document.documentElement
  const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
  return Math.max(padding, header)
}

/**
 * Same-page links scroll smoothly (500 ms, eased) to their target, which then takes the focus, as
 * Elementor's anchor links do, and the address gains the fragment. One listener for the whole
 * document, so links drawn later work too. Returns a function that stops it.
 */
export function startAnchorScroll(): () => void {
  let frame = 0
  const stop = () => cancelAnimationFrame(frame)

  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    // The skip link keeps the browser's own jump; a link to another window is not a scroll.
    if (
      !(link instanceof HTMLAnchorElement) ||
      link.classList.contains('skip-link') ||
      (link.target && link.target !== '_self')
    )
      return
    const id = sameDocumentAnchor(link.getAttribute('href') ?? '', location.href)
    const target = id ? document.getElementById(id) : null
    if (!target) return
    event.preventDefault()
    stop()

    const from = scrollY
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    const started = performance.now()
    const step = (now: number) => {
      const max = document.documentElement.scrollHeight - innerHeight
      // Measured every frame, so an image that finishes loading on the way does not make it miss.
      // The target's own scroll margin counts, as in the browser's jump (a tab panel keeps its tab list in view).
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
      const to = anchorScrollTop(target.getBoundingClientRect().top + scrollY - margin, coveredTop(), max)
      const t = reduce ? 1 : (now - started) / ANCHOR_SCROLL_MS
      scrollTo({ top: from + (to - from) * easeInOutCubic(t), behavior: 'instant' })
      if (t < 1) frame = requestAnimationFrame(step)
      else arrive(target, id!)
    }
    if (reduce) step(started)
    else frame = requestAnimationFrame(step)
  }

  // A visitor who scrolls on their own takes over from the animation.
  const interrupt = () => stop()
  // On window, the last stop of a click's bubbling: a behaviour that owns its links (comment-reply's
  // «Cancelar respuesta», the lightbox's action links) handles them first and this one then skips them.
  addEventListener('click', onClick)
  addEventListener('wheel', interrupt, { passive: true })
  addEventListener('touchstart', interrupt, { passive: true })
  return () => {
    stop()
    removeEventListener('click', onClick)
    removeEventListener('wheel', interrupt)
    removeEventListener('touchstart', interrupt)
  }
}

/** The target takes the focus without a second jump, so keyboard and screen-reader users carry on from there. */
function arrive(target: HTMLElement, id: string) {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  // Next.js copies its own router state into an entry pushed with a null state.
  const hash = '#' + encodeURIComponent(id)
  if (location.hash !== hash) history.pushState(null, '', hash)
}
