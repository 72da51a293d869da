// Every sticky section of the page shares the page's scroll padding: each records what it covers,
// and the page gets the largest per edge, so that one section coming unstuck does not clear the
// room another one still takes (focus would then land under it, WCAG 2.4.11).
const covered = { top: new Map<Element, number>(), bottom: new Map<Element, number>() }

/** Records how much of an edge one section covers while stuck (0: it no longer does) and writes the largest to the page. */
export function setStuckSpace(el: Element, edge: 'top' | 'bottom', px: number): void {
  const spaces = covered[edge]
  if (px > 0) spaces.set(el, px)
  else spaces.delete(el)
  const root = document.documentElement
  root.style.setProperty(
    edge === 'top' ? '--sticky-top-space' : '--sticky-bottom-space',
    spaces.size ? `${Math.max(...spaces.values())}px` : '',
  )
  if (edge === 'top') root.classList.toggle('has-stuck-top', spaces.size > 0)
}
