/** An entry of a WordPress menu, in menu order, with its parent's menu item id (0 at the top); no value: left out. */
export type MenuEntry<T> = { id: number; parent: number; value: T | null }

export type MenuNode<T> = { value: T; children: MenuNode<T>[] }

/** Where a kept entry goes: under `attach` (0: the top); `lifted` when it was deeper than allowed. */
type Spot = { attach: number; lifted: boolean }
/** Where an entry's children go: under `anchor` (0: the top), at `level` (0: the top). */
type Hang = { anchor: number; level: number }

/**
 * A menu's tree from its entries (in menu order), to `levels` levels, in linear time and without
 * recursion whatever its size or depth. An entry left out (pointing at something not imported)
 * takes no place: its children move up to its parent. An entry whose parent is missing, or which
 * sits in a loop of parents, is at the top. One deeper than `levels` joins the last level, beside
 * its ancestor there, so nothing a visitor could reach is lost; `lifted` lists those.
 */
export function menuTree<T>(entries: MenuEntry<T>[], levels: number): { roots: MenuNode<T>[]; lifted: T[] } {
  const byId = new Map(entries.map((e) => [e.id, e]))
  const hang = new Map<number, Hang>()
  const spot = new Map<number, Spot>()
  // For an entry at the last level or below it: where its too-deep children go.
  const deepOf = new Map<number, number>()
  const visiting = new Set<number>()
  for (const start of entries) {
    if (hang.has(start.id)) continue
    // Climb to an entry already placed, the top or a loop; then place the climbed path downwards.
    const path: MenuEntry<T>[] = []
    let above: Hang = { anchor: 0, level: 0 }
    for (let e: MenuEntry<T> | undefined = start; e; e = byId.get(e.parent)) {
      const known = hang.get(e.id)
      if (known) {
        above = known
        break
      }
      if (visiting.has(e.id)) break
      visiting.add(e.id)
      path.push(e)
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const e = path[i]!
      if (e.value !== null) {
        const lifted = above.level >= levels
        const attach = lifted ? deepOf.get(above.anchor)! : above.anchor
        spot.set(e.id, { attach, lifted })
        if (lifted) deepOf.set(e.id, attach)
        else if (above.level === levels - 1) deepOf.set(e.id, above.anchor)
        above = { anchor: e.id, level: above.level + 1 }
      }
      hang.set(e.id, above)
    }
  }

  const nodes = new Map<number, MenuNode<T>>()
  for (const e of entries) if (e.value !== null) nodes.set(e.id, { value: e.value, children: [] })
  const roots: MenuNode<T>[] = []
  const lifted: T[] = []
  for (const [id, node] of nodes) {
    const { attach, lifted: deep } = spot.get(id)!
    ;(attach ? nodes.get(attach)!.children : roots).push(node)
    if (deep) lifted.push(node.value)
  }
  return { roots, lifted }
}
