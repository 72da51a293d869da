import { readingProgress } from '../core/readingProgress'

import { readingTarget } from './readingTarget'

/**
 * Brings one reading-progress indicator to life: once a frame at most, while the page scrolls or
 * the window changes, it sets the `--progress` custom property (0–1) that the CSS turns into a
 * transform, the progress bar's `aria-valuenow` and the percentage shown. What it follows is
 * named by the element's own `data-relative-to` and `data-target` (see readingTarget). Returns a
 * function that stops it.
 */
export function startProgress(el: HTMLElement): () => void {
  const target = readingTarget(el, el.dataset.relativeTo, el.dataset.target)
  const header = document.querySelector<HTMLElement>('.site-header')
  const value = el.querySelector<HTMLElement>('[data-progress-value]')
  let shown = -1
  let frame = 0

  const paint = () => {
    frame = 0
    const y = scrollY
    const box = target?.getBoundingClientRect()
    const progress = readingProgress({
      scrollY: y,
      viewportHeight: innerHeight,
      documentHeight: document.documentElement.scrollHeight,
      topInset: header?.offsetHeight ?? 0,
      content: box ? { top: box.top + y, height: box.height } : null,
    })
    el.style.setProperty('--progress', progress.toFixed(4))
    const percent = Math.round(progress * 100)
    if (percent === shown) return
    shown = percent
    el.setAttribute('aria-valuenow', String(percent))
    if (value) value.textContent = `${percent}\u00a0%`
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(paint)
  }

  addEventListener('scroll', schedule, { passive: true })
  addEventListener('resize', schedule, { passive: true })
  // The page grows while images and comments load, which moves the end of the reading.
  const observer = new ResizeObserver(schedule)
  observer.observe(document.body)
  paint()
  // Shown once it tells the truth (the CSS hides it until then).
  el.dataset.ready = ''
  return () => {
    observer.disconnect()
    removeEventListener('scroll', schedule)
    removeEventListener('resize', schedule)
    cancelAnimationFrame(frame)
  }
}
