type Reference = { relationTo?: string; value?: unknown } | null | undefined
export type MenuItem = {
  id?: string | null
  type?: string | null
  reference?: Reference
  children?: MenuItem[] | null
  grandchildren?: MenuItem[] | null
  [key: string]: unknown
}

const pointsAt = (reference: Reference, collection: string, id: string): boolean => {
  if (!reference || reference.relationTo !== collection) return false
  const value = reference.value
  const valueId = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return String(valueId) === id
}

const SUBMENU = ['children', 'grandchildren'] as const

/** A link to a page or article whose target is gone: its «Destino» is empty. */
const orphan = (item: MenuItem) =>
  item.type === 'reference' && (!item.reference || item.reference.value === null || item.reference.value === undefined)

/** An item of one level down as an item of this level: its submenu becomes this level's submenu key. */
function liftedTo(level: number, item: MenuItem): MenuItem {
  const { grandchildren, children: _children, ...rest } = item
  if (level === 0) return { ...rest, children: grandchildren ?? [] }
  return { ...rest, grandchildren: [] }
}

/**
 * The menu without the items that lead to a deleted page or article (and without items already
 * left with no destination). An item removed with a submenu leaves its submenu in its place, one
 * level up, so that the pages below it stay in the menu. `levels`: 3 for the main menu, 1 for a flat
 * list (the footer's). Returns null when nothing changes.
 */
export function pruneMenu(
  items: readonly MenuItem[],
  collection: string,
  id: number | string,
  { levels = 3 } = {},
): MenuItem[] | null {
  const wanted = String(id)
  let changed = false
  const prune = (list: readonly MenuItem[] | null | undefined, level: number): MenuItem[] => {
    const out: MenuItem[] = []
    for (const item of list ?? []) {
      const key = level < levels - 1 ? SUBMENU[level] : undefined
      const below = key ? prune(item[key], level + 1) : []
      if (pointsAt(item.reference, collection, wanted) || orphan(item)) {
        changed = true
        out.push(...below.map((child) => liftedTo(level, child)))
        continue
      }
      out.push(key ? { ...item, [key]: below } : item)
    }
    return out
  }
  const result = prune(items, 0)
  return changed ? result : null
}
