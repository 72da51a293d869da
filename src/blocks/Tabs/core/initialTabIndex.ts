/**
 * The tab open when the page loads, counted from 0. Editors give it counted from 1, as Elementor's
 * nested tabs number them in the editor («Pestaña abierta al cargar»: 1 is the first tab); no value,
 * or one that names no tab, opens the first (seed: "or the first tab when none is set").
 */
export function initialTabIndex(activeItemIndex: number | null | undefined, count: number): number {
  if (typeof activeItemIndex !== 'number' || !Number.isInteger(activeItemIndex)) return 0
  return activeItemIndex >= 1 && activeItemIndex <= count ? activeItemIndex - 1 : 0
}
