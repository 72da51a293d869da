import { BREAKPOINTS } from '@/lib/constants'
import { sameDocumentAnchor } from '@/anchors/core/sameDocumentAnchor'

import { nextTabIndex } from '../core/nextTabIndex'
import { openPanel, tabsReducer, type TabsAction, type TabsState } from '../core/tabsState'

/**
 * Starts one server-drawn tabs block (src/blocks/Tabs) and returns its clean-up: the WAI-ARIA tabs
 * pattern on tablets and desktops (roving tabindex, arrows that wrap, Home, End, a tab selected as
 * soon as it has focus) and an accordion on phones, both over the same state.
 */
export function startTabs(root: HTMLElement): () => void {
  const own = (selector: string) => [...root.querySelectorAll<HTMLElement>(`:scope > ${selector}`)]
  const tabs = own('[role=tablist] > [role=tab]')
  const toggles = own('.block-tabs__toggle')
  const panels = own('.block-tabs__panel')
  const phone = matchMedia(`(max-width: ${BREAKPOINTS.mobile}px)`)
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)')
  const instant = root.hasAttribute('data-instant')
  const events = new AbortController()
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) =>
    target.addEventListener(type, listener, { signal: events.signal })
  const layout = () => (phone.matches ? 'accordion' : 'tabs')
  let state: TabsState = {
    active: Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    ),
    collapsed: false,
  }

  function render() {
    const accordion = phone.matches
    const open = openPanel(state, layout())
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === state.active))
      tab.tabIndex = i === state.active ? 0 : -1
    })
    toggles.forEach((toggle, i) => toggle.setAttribute('aria-expanded', String(i === open)))
    panels.forEach((panel, i) => {
      panel.hidden = i !== open
      // On a phone the tab list is not shown: a panel is then named by its accordion heading, and
      // is no tab panel nor a tab stop of its own.
      if (accordion) {
        panel.removeAttribute('role')
        panel.removeAttribute('tabindex')
      } else {
        panel.setAttribute('role', 'tabpanel')
        panel.tabIndex = 0
      }
      panel.setAttribute('aria-labelledby', (accordion ? toggles[i] : tabs[i])?.id ?? '')
    })
  }

  // The panel that appears fades in over TAB_ANIMATION_MS (the duration is in the block's CSS
  // variable), unless the editor chose «Mostrar sin animación» or the system asks for less motion.
  function dispatch(action: TabsAction) {
    const before = openPanel(state, layout())
    state = tabsReducer(state, action)
    render()
    const after = openPanel(state, layout())
    const panel = after === null ? undefined : panels[after]
    if (!panel || after === before || instant || reducedMotion.matches) return
    panel.classList.remove('is-entering')
    void panel.offsetWidth // restarts the animation when the visitor switches back quickly
    panel.classList.add('is-entering')
  }

  panels.forEach((panel) =>
    on(panel, 'animationend', (event) => event.target === panel && panel.classList.remove('is-entering')),
  )
  tabs.forEach((tab, i) => {
    on(tab, 'click', () => dispatch({ type: 'select', index: i }))
    on(tab, 'keydown', (event) => {
      const key = event as KeyboardEvent
      const to = key.altKey || key.ctrlKey || key.metaKey ? null : nextTabIndex(key.key, i, tabs.length)
      if (to === null) return
      key.preventDefault()
      dispatch({ type: 'select', index: to })
      tabs[to]?.focus()
    })
  })
  toggles.forEach((toggle, i) =>
    on(toggle, 'click', () => {
      dispatch({ type: 'toggle', index: i })
      // Closing a long panel above this heading can carry it out of view: bring it back.
      if (toggle.getBoundingClientRect().top < 0) toggle.scrollIntoView({ block: 'start' })
    }),
  )
  // A panel with an editor's anchor (`#familia`) opens its tab: at an address that names it, when
  // the fragment changes (back and forward too), and on a click of a link to it, before the anchor
  // scroller (on window, later in the click's path) or the browser's own jump brings it into view.
  // Its scroll margin keeps the tab list, or on a phone its heading, in view above it.
  function openNamed(id: string | null): HTMLElement | null {
    const index = id ? panels.findIndex((panel) => panel.id === id) : -1
    const panel = panels[index]
    if (!panel) return null
    dispatch({ type: 'select', index })
    const label = phone.matches ? toggles[index] : root.querySelector<HTMLElement>(':scope > [role=tablist]')
    if (label)
      panel.style.scrollMarginTop = `${Math.max(0, panel.getBoundingClientRect().top - label.getBoundingClientRect().top)}px`
    return panel
  }
  const fragment = () => sameDocumentAnchor(location.hash, location.href)
  on(document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!event.defaultPrevented && link instanceof HTMLAnchorElement)
      openNamed(sameDocumentAnchor(link.getAttribute('href') ?? '', location.href))
  })
  on(window, 'hashchange', () => openNamed(fragment())?.scrollIntoView())

  on(phone, 'change', render)
  render()
  // The browser could not jump to a panel that was hidden when the page opened at its address.
  openNamed(fragment())?.scrollIntoView()
  root.setAttribute('data-tabs-ready', '')

  return () => {
    events.abort()
    root.removeAttribute('data-tabs-ready')
  }
}
