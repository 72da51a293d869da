import { plainTitle } from '@/lib/html/titleHtml'
import { isSafeHref } from '@/lib/safeHref'

import type { WxrItem, WxrTerm } from '../wxr/types'
import { menuTree, type MenuNode } from './menuTree'
import type { PlannedDoc } from './types'
import type { ImportReport } from './report'
import { siteRelative } from './siteRelative'

/** A menu entry: a page or post by its WordPress id, or an address (categories, custom links). */
export type PlannedMenuItem = {
  label: string
  target: { kind: 'page' | 'post'; wpId: number } | { kind: 'url'; url: string }
  children: PlannedMenuItem[]
}

/** The header's menu (three levels) and the footer's links (one level). */
export type PlannedMenus = { main: PlannedMenuItem[]; footer: PlannedMenuItem[] }

/** Revela's menu has three levels (bar, submenu, and one more); the footer's links one. */
const MAX_LEVELS = 3
/** How WordPress themes name the footer's menu (Spanish and English). */
const FOOTER_MENU = /pie|footer|legal/i
/** How they name the main one; `menu` alone too, since WordPress calls the first menu «Menu 1». */
const MAIN_MENU = /principal|main|primary|menu|menú|header|cabecera/i

/**
 * The site's menus from its `nav_menu_item` items: the header's is the one named like a main menu
 * (principal, main, primary, menú) or else the largest, the footer's the one named like a footer
 * (pie, footer, legal), flattened to its links. Links to pages and posts keep pointing at them,
 * categories become their archive address, custom links are made site-relative; labels are the
 * text WordPress showed (its menus print titles as HTML). Items pointing at something not imported
 * are left out and reported, their children moving up. Linear in the number of items, any depth.
 */
export function planMenu(
  items: WxrItem[],
  terms: WxrTerm[],
  docs: Map<number, PlannedDoc>,
  siteUrl: string,
  report: ImportReport,
): PlannedMenus {
  const byMenu = new Map<string, WxrItem[]>()
  for (const item of items) {
    const menu = item.terms.find((t) => t.domain === 'nav_menu')?.slug ?? ''
    const list = byMenu.get(menu)
    if (list) list.push(item)
    else byMenu.set(menu, [item])
  }
  const menus = [...byMenu.entries()]
  const footer = menus.find(([slug]) => FOOTER_MENU.test(slug))
  const others = menus.filter((m) => m !== footer)
  const main = others.find(([slug]) => MAIN_MENU.test(slug)) ?? others.sort((a, b) => b[1].length - a[1].length)[0]
  for (const [slug, list] of menus)
    if (slug !== main?.[0] && slug !== footer?.[0])
      report.notes.push(
        `El menú «${slug}» (${list.length} elementos) no se importa: Revela tiene un menú principal${main ? `, que viene de «${main[0]}»` : ''}, y los enlaces del pie.`,
      )

  const categories = new Map(terms.filter((t) => t.taxonomy === 'category').map((t) => [t.id, t]))
  const target = (item: WxrItem) => menuTarget(item, categories, docs, siteUrl, report)
  const mainTree = main ? menuTree(entries(main[1], target), MAX_LEVELS) : { roots: [], lifted: [] }
  if (mainTree.lifted.length)
    report.notes.push(
      `${mainTree.lifted.length} elementos del menú «${main![0]}» estaban a más de ${MAX_LEVELS} niveles (${quoteList(mainTree.lifted.map((i) => i.label))}): se colocan en el tercer nivel.`,
    )
  // The footer's links are one list, in the menu's order (WordPress numbers a menu's items top to bottom).
  const footerTree = footer ? menuTree(entries(footer[1], target), 1) : { roots: [], lifted: [] }
  return { main: mainTree.roots.map(toItem), footer: footerTree.roots.map((n) => ({ ...n.value, children: [] })) }
}

/** A menu's entries in its order (V8's sort is linear on an export already in order, as WordPress writes it). */
function entries(items: WxrItem[], target: (item: WxrItem) => Omit<PlannedMenuItem, 'children'> | null) {
  return items
    .filter((i) => i.status !== 'draft' && i.status !== 'trash')
    .sort((a, b) => a.menuOrder - b.menuOrder)
    .map((item) => ({ id: item.id, parent: Number(item.meta._menu_item_menu_item_parent) || 0, value: target(item) }))
}

/** The tree's nodes as menu items (three levels at most, so this walk is shallow). */
const toItem = (node: MenuNode<Omit<PlannedMenuItem, 'children'>>): PlannedMenuItem => ({
  ...node.value,
  children: node.children.map(toItem),
})

const quoteList = (labels: string[]) =>
  labels
    .slice(0, 5)
    .map((l) => `«${l}»`)
    .join(', ') + (labels.length > 5 ? '…' : '')

/** What a menu item leads to, with its label; null (reported) when that is not imported. */
function menuTarget(
  item: WxrItem,
  categories: Map<number, WxrTerm>,
  docs: Map<number, PlannedDoc>,
  siteUrl: string,
  report: ImportReport,
): Omit<PlannedMenuItem, 'children'> | null {
  const type = item.meta._menu_item_type
  const object = item.meta._menu_item_object
  const objectId = Number(item.meta._menu_item_object_id)
  const label = plainTitle(item.title).trim()
  if (type === 'post_type' && (object === 'page' || object === 'post')) {
    const doc = docs.get(objectId)
    if (doc && doc.status === 'published')
      return { label: label || plainTitle(doc.title), target: { kind: doc.kind, wpId: doc.wpId } }
    report.skipped.push({
      itemId: item.id,
      title: label || (doc ? plainTitle(doc.title) : `elemento de menú ${item.id}`),
      reason: doc
        ? `el elemento de menú lleva a «${plainTitle(doc.title)}» (${doc.wpId}), que no llega publicada`
        : `el elemento de menú lleva a ${object === 'page' ? 'la página' : 'la entrada'} ${objectId}, que no se importa`,
    })
    return null
  }
  if (type === 'taxonomy' && object === 'category') {
    const term = categories.get(objectId)
    if (term) return { label: label || term.name, target: { kind: 'url', url: `/category/${term.slug}/` } }
  } else if (type === 'custom' && item.meta._menu_item_url) {
    const url = item.meta._menu_item_url
    // A `javascript:` (or data:) link is never put in the menu, however it is spelled.
    if (!isSafeHref(url)) {
      report.skipped.push({
        itemId: item.id,
        title: label || `elemento de menú ${item.id}`,
        reason: 'el elemento de menú lleva un enlace que no es una dirección web (javascript:, data:…)',
      })
      return null
    }
    return { label: label || url, target: { kind: 'url', url: siteRelative(url, siteUrl) } }
  }
  report.skipped.push({
    itemId: item.id,
    title: label || `elemento de menú ${item.id}`,
    reason: `el elemento de menú apunta a algo que no se importa (${object || type || 'sin tipo'}${objectId ? ` ${objectId}` : ''})`,
  })
  return null
}
