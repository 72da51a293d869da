import type { Payload, PayloadRequest } from 'payload'

import type { LegacyBases } from '@/lib/legacyTaxonomyPath'
import { DEMO_STUDIO } from '@/seed/seedGlobals'

import type { ImportPlan } from '../core/plan/planImport'
import type { PlannedMenuItem } from '../core/plan/planMenu'
import type { DemoLeftovers } from './demoLeftovers'
import type { MenuLink, Replaced } from './replaceDemo'

type Link = { label: string; type: 'reference' | 'custom'; reference?: { relationTo: 'pages' | 'posts'; value: number }; url?: string }

/** The Revela id of a page or article of the export as stored, or null when it was not imported. */
export type Stored = (kind: 'pages' | 'posts', wpId: number) => number | null

type MenuEntry = Link & { children?: MenuEntry[]; grandchildren?: MenuEntry[] }

function link(item: PlannedMenuItem, stored: Stored): Link | null {
  if (item.target.kind === 'url') return { label: item.label, type: 'custom', url: item.target.url }
  const relationTo = item.target.kind === 'page' ? 'pages' : 'posts'
  const value = stored(relationTo, item.target.wpId)
  return value === null ? null : { label: item.label, type: 'reference', reference: { relationTo, value } }
}

/** The planned menu as the header stores it, without entries whose page or article was not imported. */
function menuItems(menu: PlannedMenuItem[], stored: Stored): MenuEntry[] {
  const level = (items: PlannedMenuItem[], below: (item: PlannedMenuItem) => Partial<MenuEntry>) =>
    items.flatMap((item) => {
      const entry = link(item, stored)
      return entry ? [{ ...entry, ...below(item) }] : []
    })
  return level(menu, (top) => ({ children: level(top.children, (child) => ({ grandchildren: level(child.children, () => ({})) })) }))
}

const sameText = (value: unknown, demo: string) => value == null || value === '' || value === demo

/**
 * The main menu (three levels), the studio's name and tagline, the front page and the old site's
 * taxonomy bases. What the studio set itself stays: a menu it changed keeps its items, with the
 * export's top-level entries it lacks added after them; a name, tagline or front page it chose is
 * not replaced (the report says what was not applied).
 */
export async function writeGlobals(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  stored: Stored,
  demo: DemoLeftovers,
  before: Replaced['links'],
  bases?: LegacyBases,
) {
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  const follow = relinker(plan, stored, demo)
  const footer = follow(before.footer)
  if (footer) await payload.updateGlobal({ slug: 'footer', data: { legalLinks: footer } as never, ...opts })
  const header = demo.headerUntouched && plan.menu.length ? null : follow(before.header)
  if (header) await payload.updateGlobal({ slug: 'header', data: { items: header } as never, ...opts })
  if (plan.menu.length) {
    const imported = menuItems(plan.menu, stored)
    let items: unknown[] = imported
    if (!demo.headerUntouched) {
      const header = await payload.findGlobal({ slug: 'header', depth: 0, req, overrideAccess: true })
      const own = (header.items ?? []) as { label?: string }[]
      const labels = new Set(own.map((i) => i.label?.trim().toLowerCase()))
      const added = imported.filter((i) => !labels.has(i.label.trim().toLowerCase()))
      items = [...own, ...added]
      plan.report.notes.push(
        added.length
          ? `Tu menú principal se conserva; se le añaden al final las entradas del menú de WordPress que no tenía: ${added.map((i) => `«${i.label}»`).join(', ')}. Ordénalo en Menú principal.`
          : 'Tu menú principal se conserva tal cual: ya tenía todas las entradas del menú de WordPress.',
      )
    }
    await payload.updateGlobal({ slug: 'header', data: { items } as never, ...opts })
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  const front = plan.docs.find((d) => d.front)
  const removedPages = new Set(demo.pages.map((p) => p.id))
  const currentHome = typeof settings.homePage === 'number' ? settings.homePage : null
  const homeFree = currentHome === null || removedPages.has(currentHome)
  const data: Record<string, unknown> = {}
  if (plan.site.title && sameText(settings.studioName, DEMO_STUDIO.studioName)) data.studioName = plan.site.title
  if (plan.site.tagline && sameText(settings.tagline, DEMO_STUDIO.tagline)) data.tagline = plan.site.tagline
  const frontId = front ? stored('pages', front.wpId) : null
  if (front && frontId !== null && homeFree) data.homePage = frontId
  else if (front && frontId !== null)
    plan.report.notes.push(`Tu página de inicio se conserva; la portada de WordPress, «${front.title}», se importa como una página más.`)
  if (bases) Object.assign(data, { legacyCategoryBase: bases.categoryBase || null, legacyTagBase: bases.tagBase || null })
  if (Object.keys(data).length) await payload.updateGlobal({ slug: 'site-settings', data: data as never, ...opts })
}

/**
 * The menu's and footer's links to demo pages the import removed (the legal pages the export
 * brings its own of) lead to the imported page at the same address; the rest are as they were.
 * Returns the links again, or null when none pointed at a removed page.
 */
function relinker(plan: ImportPlan, stored: Stored, demo: DemoLeftovers) {
  const removed = new Map(demo.pages.map((p) => [p.id, p.path]))
  const byPath = new Map(plan.docs.filter((d) => d.kind === 'page').map((d) => [d.path ?? d.slug, d.wpId]))
  const target = (value: unknown) => {
    const wpId = byPath.get(removed.get(Number(value)) ?? '')
    return wpId === undefined ? null : stored('pages', wpId)
  }
  return (links: MenuLink[]): MenuLink[] | null => {
    let touched = false
    const walk = (list: MenuLink[] | null | undefined): MenuLink[] =>
      (list ?? []).flatMap((link) => {
        const ref = link.reference
        const out = {
          ...link,
          ...(link.children ? { children: walk(link.children) } : {}),
          ...(link.grandchildren ? { grandchildren: walk(link.grandchildren) } : {}),
        }
        if (ref?.relationTo !== 'pages' || !removed.has(Number(ref.value))) return [out]
        touched = true
        const value = target(ref.value)
        return value === null ? [] : [{ ...out, reference: { relationTo: 'pages', value } }]
      })
    const result = walk(links)
    return touched ? result : null
  }
}
