/** Where an element sticks and how far from that edge («Fijar al desplazarse»). */
export type StickySettings = {
  position: 'top' | 'bottom'
  /** Distance from the window's edge, in px; at the top it is counted below the site header. */
  offset: number
}

/** The page now, in document coordinates (px from the top of the page). */
export type StickyInput = {
  scrollY: number
  viewportHeight: number
  /** The element's natural place: where the page's flow puts it. */
  elementTop: number
  elementHeight: number
  /** The parent's content box, which the element never leaves. */
  parentTop: number
  parentBottom: number
  /** The sticky site header's rendered height: a top-stuck element is held below it. */
  headerHeight: number
}

export type StickyState = {
  /** False when the element is too tall for the room the window leaves it: part of it could never be seen. */
  active: boolean
  /** Held at `inset` px from the window's top (below the header) or bottom edge. */
  stuck: boolean
  inset: number
  /** Where it is drawn relative to its natural place, in px (positive: lower). */
  shift: number
}

/**
 * Elementor's sticky element, as a pure function. Top: once the page has scrolled its top up to
 * the header (plus the offset), it is held there. Bottom: while its natural place is below the
 * window's bottom edge (less the offset), it waits there. Either way it never leaves its parent: at
 * the parent's far end it rests against it and scrolls away with it. This is exactly what CSS
 * `position: sticky` draws, which is how the page shows it (see startSticky); the function says
 * when it is stuck and is the behaviour's specification.
 */
export function stickyState(input: StickyInput, settings: StickySettings): StickyState {
  const { scrollY, viewportHeight, elementTop, elementHeight, parentTop, parentBottom, headerHeight } = input
  const offset = Math.max(0, settings.offset)
  const inset = settings.position === 'top' ? headerHeight + offset : offset
  const rest = (shift: number): StickyState => ({ active: true, stuck: false, inset, shift: shift || 0 })
  if (elementHeight > viewportHeight - headerHeight - offset) return { active: false, stuck: false, inset, shift: 0 }

  if (settings.position === 'top') {
    const held = scrollY + inset
    if (elementTop >= held) return rest(0)
    const lowest = parentBottom - elementHeight
    if (held > lowest) return rest(Math.max(0, lowest - elementTop))
    return { active: true, stuck: true, inset, shift: held - elementTop }
  }

  const held = scrollY + viewportHeight - offset - elementHeight
  if (elementTop <= held) return rest(0)
  if (held < parentTop) return rest(Math.min(0, parentTop - elementTop))
  return { active: true, stuck: true, inset, shift: held - elementTop }
}
