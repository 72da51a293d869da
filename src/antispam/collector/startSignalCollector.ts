import { type Clock, browserClock } from './Clock'
import { debounceSession } from './debounceSession'
import { type FormSignals, formSignals } from './formSignals'
import { isSameSiteAction } from './isSameSiteAction'
import { resolvePrefix } from './resolvePrefix'
import { writeSignalFields } from './writeSignalFields'

export type CollectorOptions = { now?: () => number; random?: () => number }

/**
 * Records how visitors type, click, touch, move and scroll in the site's POST forms and, at submit,
 * hands the server the result as Akismet's hidden `b*` fields. Listeners sit on the document in
 * the capture phase: forms added later need no extra wiring, handlers that stop propagation cannot
 * hide events, and the submit listener runs before any handler on the form that reads FormData.
 */
export function startSignalCollector(doc: Document = document, options: CollectorOptions = {}): { stop(): void } {
  const base = browserClock(options.now)
  const random = options.random ?? Math.random
  // Pending debounce timers, so that stop() leaves nothing running.
  const pending = new Set<() => void>()
  const clock: Clock = {
    now: base.now,
    schedule(callback, ms) {
      const cancel = base.schedule(() => {
        pending.delete(cancel)
        callback()
      }, ms)
      pending.add(cancel)
      return () => {
        pending.delete(cancel)
        cancel()
      }
    },
  }
  const loadedAt = clock.now()
  // Keyed weakly: a form that leaves the page takes its signals with it.
  const signals = new WeakMap<HTMLFormElement, FormSignals>()
  let scrolls = 0
  const scroll = debounceSession<null>(clock, () => scrolls++)

  /** The recorder of the form around `target`, if that form takes signals (same-site POST). */
  const signalsAt = (target: EventTarget | null): FormSignals | null => {
    // Controls know their form even when it is named by `form=`; other elements look upwards.
    const element = target as (Element & { form?: HTMLFormElement | null }) | null
    const form =
      element?.tagName === 'FORM' ? (element as HTMLFormElement) : (element?.form ?? element?.closest?.('form'))
    const location = doc.location
    if (!form || !location || form.getAttribute('method')?.toLowerCase() !== 'post') return null
    // getAttribute, not form.action: a field named "action" would shadow the property.
    if (!isSameSiteAction(form.getAttribute('action') ?? '', location)) return null
    let recorder = signals.get(form)
    if (!recorder) signals.set(form, (recorder = formSignals(clock)))
    return recorder
  }
  const isTextField = (target: EventTarget | null) =>
    /^(INPUT|TEXTAREA)$/.test((target as Element | null)?.tagName ?? '')

  const handlers: { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K], form: FormSignals) => void } = {
    // Browsers' autofill sends key events without `key`; they are keyed as ''.
    keydown: (e, form) => isTextField(e.target) && form.keys.keydown(clock.now(), e.key || '', e.code || '', e.repeat),
    keyup: (e, form) => isTextField(e.target) && form.keys.keyup(clock.now(), e.key || '', e.code || ''),
    mousedown: (_, form) => form.clicks.down(clock.now()),
    mouseup: (_, form) => (form.clicks.up(clock.now()), form.keys.resetChain()),
    mousemove: (e, form) => form.mouseMove(e.offsetX, e.offsetY),
    touchstart: (_, form) => form.touches.down(clock.now()),
    touchend: (_, form) => (form.touches.up(clock.now()), form.keys.resetChain()),
    touchmove: (_, form) => form.touchMove(),
    focusin: (_, form) => form.keys.resetChain(),
    focusout: (_, form) => form.keys.resetChain(),
    submit: (e, form) => {
      const element = e.target as HTMLFormElement
      writeSignalFields(element, form.fields(random, scrolls), resolvePrefix(element), loadedAt)
    },
  }
  const listeners = Object.entries(handlers).map(([type, handle]) => {
    const listener = (event: Event) => {
      const form = signalsAt(event.target)
      if (form) (handle as (event: Event, form: FormSignals) => void)(event, form)
    }
    return [type, listener] as const
  })
  // Scrolling is counted for the page: the form itself rarely scrolls, the page around it does.
  listeners.push(['scroll', () => scroll.push(null)])

  const flags = { capture: true, passive: true }
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, flags)
  return {
    stop() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, flags)
      for (const cancel of [...pending]) cancel()
      scroll.cancel()
    },
  }
}
