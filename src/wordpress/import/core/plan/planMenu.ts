import type { WxrItem, WxrTerm } from '../wxr/types'
import type { PlannedDoc } from './types'
import type { ImportReport } from './report'
import { siteRelative } from './siteRelative'

/** A menu entry: a page or post by its WordPress id, or an address (categories, custom links). */
export type PlannedMenuItem = {
  label: string
  target: { kind: 'page' | 'post'; wpId: number } | { kind: 'url'; url: string }
  children: PlannedMenuItem[]
}

/** Revela's menu has three levels (bar, submenu, and one more). */
const MAX_LEVELS = 3

/**
 * The site's main menu from its `nav_menu_item` items: of several menus, the one named like a
 * main menu (principal, main, primary, menú) or else the largest; links to pages and posts keep
 * pointing at them, categories become their archive address, custom links are made site-relative.
 * Items pointing at something not imported are left out and reported.
 */
export function planMenu(items: WxrItem[], terms: WxrTerm[], docs: Map<number, PlannedDoc>, siteUrl: string, report: ImportReport): PlannedMenuItem[] {
  const byMenu = new Map<string, WxrItem[]>()
  for (const item of items) {
    const menu = item.terms.find((t) => t.domain === 'nav_menu')?.slug ?? ''
    byMenu.set(menu, [...(byMenu.get(menu) ?? []), item])
  }
  if (byMenu.size === 0) return []
  const menus = [...byMenu.entries()]
  const main = menus.find(([slug]) => /principal|main|primary|menu|menú|header|cabecera/i.test(slug)) ?? menus.sort((a, b) => b[1].length - a[1].length)[0]!
  for (const [slug, list] of menus)
    if (slug !== main[0])
      report.notes.push(`El menú «${slug}» (${list.length} elementos) no se importa: Revela tiene un menú principal, que viene de «${main[0]}».`)

  const categories = new Map(terms.filter((t) => t.taxonomy === 'category').map((t) => [t.id, t]))
  const entries = main[1].filter((i) => i.status !== 'draft' && i.status !== 'trash').sort((a, b) => a.menuOrder - b.menuOrder)
  const nodes = new Map<number, PlannedMenuItem & { parent: number }>()
  for (const item of entries) {
    const type = item.meta._menu_item_type
    const object = item.meta._menu_item_object
    const objectId = Number(item.meta._menu_item_object_id)
    let node: PlannedMenuItem | null = null
    if (type === 'post_type' && (object === 'page' || object === 'post')) {
      const doc = docs.get(objectId)
      if (doc && doc.status === 'published') node = { label: item.title.trim() || doc.title, target: { kind: doc.kind, wpId: doc.wpId }, children: [] }
    } else if (type === 'taxonomy' && object === 'category') {
      const term = categories.get(objectId)
      if (term) node = { label: item.title.trim() || term.name, target: { kind: 'url', url: `/category/${term.slug}/` }, children: [] }
    } else if (type === 'custom' && item.meta._menu_item_url) {
      node = {
        label: item.title.trim() || item.meta._menu_item_url,
        target: { kind: 'url', url: siteRelative(item.meta._menu_item_url, siteUrl) },
        children: [],
      }
    }
    if (!node) {
      report.skipped.push({
        itemId: item.id,
        title: item.title || `elemento de menú ${item.id}`,
        reason: 'el elemento de menú apunta a algo que no se importa',
      })
      continue
    }
    nodes.set(item.id, { ...node, parent: Number(item.meta._menu_item_menu_item_parent) || 0 })
  }
  const roots: PlannedMenuItem[] = []
  const depth = (id: number, seen = new Set<number>()): number => {
    const node = nodes.get(id)
    if (!node || !node.parent || seen.has(id)) return 0
    seen.add(id)
    return 1 + depth(node.parent, seen)
  }
  for (const [id, node] of nodes) {
    const parent = nodes.get(node.parent)
    const level = depth(id)
    if (parent && level < MAX_LEVELS) parent.children.push(node)
    else {
      if (parent) report.notes.push(`El elemento de menú «${node.label}» estaba a más de ${MAX_LEVELS} niveles; se coloca en la barra.`)
      roots.push(node)
    }
  }
  const clean = (n: PlannedMenuItem & { parent?: number }): PlannedMenuItem => ({ label: n.label, target: n.target, children: n.children.map(clean) })
  return roots.map(clean)
}
