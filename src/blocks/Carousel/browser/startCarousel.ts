import EmblaCarousel from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'

import { shouldAutoplay } from '../core/shouldAutoplay'

import { CAROUSEL_LABELS } from '../core/carouselLabels'

export type CarouselClientConfig = { autoplay: boolean; delayMs: number }

/**
 * Starts one server-drawn carousel (src/blocks/Carousel) with Embla and returns its clean-up.
 * The markup and the CSS already give the final layout; this adds movement, the buttons' actions,
 * autoplay, and the WAI-ARIA states: the selected dot, slides out of view made inert, and the live
 * region silent while the carousel moves by itself.
 */
export function startCarousel(root: HTMLElement, config: CarouselClientConfig): () => void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  const track = viewport?.firstElementChild
  if (!viewport || !track) return () => {}
  const pause = root.querySelector<HTMLElement>('[data-carousel-pause]')
  const prev = root.querySelector<HTMLElement>('[data-carousel-prev]')
  const next = root.querySelector<HTMLElement>('[data-carousel-next]')
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-dot]')]
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
  const events = new AbortController()
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) =>
    target.addEventListener(type, listener, { signal: events.signal })

  // The plugin only keeps the timer (and stops while the tab is hidden or a slide is dragged); when
  // it may run is decided here, in sync(). Its own hover and focus handling watches the slides
  // alone, and the carousel must also hold still while the pointer or focus is on its buttons;
  // stopOnInteraction keeps it from restarting itself after a drag, even when the visitor paused it.
  const autoplay = Autoplay({
    delay: config.delayMs,
    playOnInit: false,
    stopOnInteraction: true,
    stopOnFocusIn: false,
    stopOnMouseEnter: false,
  })
  const embla = EmblaCarousel(
    viewport,
    { align: 'start', loop: true, inViewThreshold: 0.6 },
    config.autoplay ? [autoplay] : [],
  )
  const state = { userPaused: false, hovered: false, focused: false }

  function sync() {
    const play = shouldAutoplay({
      enabled: config.autoplay,
      canScroll: embla.scrollSnapList().length > 1,
      reducedMotion: reducedMotion.matches,
      ...state,
    })
    if (config.autoplay && play !== autoplay.isPlaying()) {
      if (play) autoplay.play()
      else autoplay.stop()
    }
    track!.setAttribute('aria-live', play ? 'off' : 'polite')
    pause?.setAttribute('aria-label', state.userPaused ? CAROUSEL_LABELS.play : CAROUSEL_LABELS.pause)
    pause?.toggleAttribute('data-paused', state.userPaused)
  }

  function select() {
    const selected = embla.selectedScrollSnap()
    const snaps = embla.scrollSnapList().length
    dots.forEach((dot, i) => {
      dot.hidden = i >= snaps
      if (i === selected) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    prev?.setAttribute('aria-disabled', String(!embla.canScrollPrev()))
    next?.setAttribute('aria-disabled', String(!embla.canScrollNext()))
  }

  // A slide out of view cannot be reached with Tab nor read out of order by a screen reader.
  function markInView() {
    const inView = embla.slidesInView()
    embla.slideNodes().forEach((slide, i) => (slide.inert = !inView.includes(i)))
  }

  const jump = () => reducedMotion.matches
  if (prev) on(prev, 'click', () => embla.scrollPrev(jump()))
  if (next) on(next, 'click', () => embla.scrollNext(jump()))
  dots.forEach((dot, i) => on(dot, 'click', () => embla.scrollTo(i, jump())))
  const update = (change: Partial<typeof state>) => {
    Object.assign(state, change)
    sync()
  }
  if (pause) on(pause, 'click', () => update({ userPaused: !state.userPaused }))
  on(root, 'mouseenter', () => update({ hovered: true }))
  on(root, 'mouseleave', () => update({ hovered: false }))
  // Keyboard focus holds it still (WAI-ARIA carousel pattern); a button merely clicked with the mouse
  // does not, or the carousel would stay paused until the visitor clicked somewhere else.
  on(root, 'focusin', (event) => update({ focused: (event.target as Element).matches(':focus-visible') }))
  on(root, 'focusout', (event) => {
    if (!root.contains((event as FocusEvent).relatedTarget as Node | null)) update({ focused: false })
  })
  on(reducedMotion, 'change', sync)

  embla.on('select', select).on('reInit', select).on('reInit', sync).on('slidesInView', markInView)
  // A drag stops the timer; once it ends the carousel may go on, if nothing else holds it.
  embla.on('pointerUp', sync)
  select()
  sync()
  root.setAttribute('data-carousel-ready', '')

  return () => {
    events.abort()
    embla.destroy()
    embla.slideNodes().forEach((slide) => (slide.inert = false))
    root.removeAttribute('data-carousel-ready')
  }
}
