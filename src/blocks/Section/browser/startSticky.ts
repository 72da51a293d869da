import { STICKY_RESIZE_DEBOUNCE_MS } from '@/lib/constants'

import { deviceForWidth, type Device } from '../core/deviceForWidth'
import { stickyState, type StickySettings } from '../core/stickyState'
import { setStuckSpace } from './stuckSpace'

/**
 * Elementor's sticky element, for one section, drawn by CSS `position: sticky`. The browser then
 * keeps the element's place in the flow (nothing below moves, as Elementor's spacer ensures),
 * moves it on the compositor without lagging a frame behind the scroll, and never counts it as a
 * layout shift, which a `position: fixed` copy does whenever the page jumps (a link, the End key,
 * a reload halfway down). The script switches it on per device (again 300 ms after a resize
 * settles, with fresh measurements), holds it below the header's real height, marks it `is-stuck`
 * while stuck, and while it covers the bottom of the window adds its height to the page's scroll
 * padding so that what the keyboard moves to is scrolled clear of it (WCAG 2.4.11). Returns a
 * function that stops it and puts the section back.
 */
export function startSticky(el: HTMLElement, settings: StickySettings, devices: readonly Device[]): () => void {
  const root = document.documentElement
  const parent = el.parentElement ?? root
  const header = document.querySelector<HTMLElement>('.site-header')
  const edge = settings.position
  let on = false
  let stuck = false
  let place = { offset: 0, height: 0, padTop: 0, padBottom: 0 }
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  // The natural place, relative to the parent (which is never sticky): measured with the element
  // put back in the flow for a moment, within one task, so nothing is drawn meanwhile.
  const measure = () => {
    const position = el.style.position
    el.style.position = ''
    const style = getComputedStyle(parent)
    place = {
      offset: el.getBoundingClientRect().top - parent.getBoundingClientRect().top,
      height: el.offsetHeight,
      padTop: parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
      padBottom: parseFloat(style.borderBottomWidth) + parseFloat(style.paddingBottom),
    }
    el.style.position = position
  }
  const state = () => {
    const box = parent.getBoundingClientRect()
    const y = scrollY
    return stickyState(
      {
        scrollY: y,
        viewportHeight: innerHeight,
        elementTop: box.top + y + place.offset,
        elementHeight: place.height,
        parentTop: box.top + y + place.padTop,
        parentBottom: box.bottom + y - place.padBottom,
        headerHeight: header?.offsetHeight ?? 0,
      },
      settings,
    )
  }
  const mark = (now: boolean) => {
    if (now === stuck) return
    stuck = now
    el.classList.toggle('is-stuck', now)
    setStuckSpace(el, edge, now ? place.height + Math.max(0, settings.offset) : 0)
  }
  const update = () => {
    frame = 0
    if (on) mark(state().stuck)
  }
  const schedule = () => {
    if (on && !frame) frame = requestAnimationFrame(update)
  }
  const reactivate = () => {
    measure()
    const next = state()
    on = devices.includes(deviceForWidth(innerWidth)) && next.active
    el.classList.toggle('is-sticky', on)
    el.style.position = on ? 'sticky' : ''
    el.style.top = on && edge === 'top' ? `${next.inset}px` : ''
    el.style.bottom = on && edge === 'bottom' ? `${next.inset}px` : ''
    mark(on && next.stuck)
  }
  const onResize = () => {
    clearTimeout(timer)
    timer = setTimeout(reactivate, STICKY_RESIZE_DEBOUNCE_MS)
  }
  // Content above it that grows or shrinks (an embed, a font) moves its natural place.
  const observer = new ResizeObserver(() => {
    measure()
    schedule()
  })

  reactivate()
  observer.observe(parent)
  addEventListener('scroll', schedule, { passive: true })
  addEventListener('resize', onResize, { passive: true })
  return () => {
    observer.disconnect()
    removeEventListener('scroll', schedule)
    removeEventListener('resize', onResize)
    clearTimeout(timer)
    cancelAnimationFrame(frame)
    on = false
    mark(false)
    el.classList.remove('is-sticky')
    el.style.position = el.style.top = el.style.bottom = ''
  }
}
