import { MOTION_RESIZE_DEBOUNCE_MS } from '@/lib/constants'

import { deviceForWidth, type Device } from '../core/deviceForWidth'
import { motionStyle, type MotionSettings } from '../core/motionStyle'
import { viewportProgress } from '../core/viewportProgress'

/**
 * Scroll effects for one section. The section is measured and its content (`.block-section__inner`)
 * is moved, so the background stays put, no gap opens at the section's edges and the measurement
 * never includes the effect itself. Only transform and opacity change: nothing else on the page
 * moves. The work is done once a frame, and only while the section is near the window. The
 * effect is off on the devices the editor left out (checked again 200 ms after a resize settles)
 * and whenever the visitor asks for reduced motion. Returns a function that stops it.
 */
export function startMotion(section: HTMLElement, settings: MotionSettings, devices: readonly Device[]): () => void {
  const content = section.querySelector<HTMLElement>(':scope > .block-section__inner') ?? section
  const reduce = matchMedia('(prefers-reduced-motion: reduce)')
  let on = false
  let near = false
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const paint = () => {
    frame = 0
    if (!on) return
    const { top, height } = section.getBoundingClientRect()
    const style = motionStyle(settings, viewportProgress(top, height, innerHeight))
    content.style.transform = style.transform
    content.style.opacity = style.opacity
  }
  const schedule = () => {
    if (on && !frame) frame = requestAnimationFrame(paint)
  }
  const clear = () => {
    content.style.transform = ''
    content.style.opacity = ''
  }
  const refresh = () => {
    on = !reduce.matches && devices.includes(deviceForWidth(innerWidth))
    if (on) schedule()
    else clear()
  }
  const onScroll = () => {
    if (near) schedule()
  }
  const onResize = () => {
    clearTimeout(timer)
    timer = setTimeout(refresh, MOTION_RESIZE_DEBOUNCE_MS)
  }
  // Leaving the window also paints once more, so the section rests in its final state.
  const observer = new IntersectionObserver((entries) => {
    near = entries.some((entry) => entry.isIntersecting)
    schedule()
  })

  observer.observe(section)
  addEventListener('scroll', onScroll, { passive: true })
  addEventListener('resize', onResize, { passive: true })
  reduce.addEventListener('change', refresh)
  refresh()
  return () => {
    observer.disconnect()
    removeEventListener('scroll', onScroll)
    removeEventListener('resize', onResize)
    reduce.removeEventListener('change', refresh)
    clearTimeout(timer)
    cancelAnimationFrame(frame)
    on = false
    clear()
  }
}
