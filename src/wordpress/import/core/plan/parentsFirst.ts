import type { PlannedDoc } from './types'

/**
 * Items ordered parents before their children (a parent missing from the list is ignored), in
 * linear time and without recursion, so that a chain of any depth cannot overflow the stack. Each
 * item walks up to the first ancestor already placed, then that climb is placed top-down. In a
 * cycle, the item met first comes last, after the others of its cycle.
 */
export function parentsFirstBy<T extends { wpId: number }>(
  items: T[],
  parentOf: (item: T) => number | null | undefined,
): T[] {
  const byId = new Map(items.map((i) => [i.wpId, i]))
  const out: T[] = []
  const placed = new Set<number>()
  for (const start of items) {
    const climb: T[] = []
    const onClimb = new Set<number>()
    for (let i: T | undefined = start; i && !placed.has(i.wpId) && !onClimb.has(i.wpId);) {
      climb.push(i)
      onClimb.add(i.wpId)
      const parent = parentOf(i)
      i = parent ? byId.get(parent) : undefined
    }
    for (let k = climb.length - 1; k >= 0; k--) {
      placed.add(climb[k]!.wpId)
      out.push(climb[k]!)
    }
  }
  return out
}

/** Pages before their subpages, so each page's path is computed from a stored parent. */
export const parentsFirst = (pages: PlannedDoc[]): PlannedDoc[] => parentsFirstBy(pages, (p) => p.parent)
