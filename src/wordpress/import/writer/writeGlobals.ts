import type { Payload, PayloadRequest } from 'payload'

import { MENU_TARGETS_UNCHECKED } from '@/fields/validatePublishedTarget'
import { plainTitle } from '@/lib/html/titleHtml'
import type { LegacyBases } from '@/addresses/legacyTaxonomyPath'
import { LEGAL_PAGE_PATHS } from '@/lib/legalPaths'
import { DEMO_FOOTER_LINKS, DEMO_STUDIO } from '@/seed/seedGlobals'

import type { ImportPlan } from '../core/plan/planImport'
import type { PlannedMenuItem } from '../core/plan/planMenu'
import type { DemoLeftovers } from './demoLeftovers'
import type { MenuLink, Replaced } from './replaceDemo'

type Link = {
  label: string
  type: 'reference' | 'custom'
  reference?: { relationTo: 'pages' | 'posts'; value: number }
  url?: string
}

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
  return level(menu, (top) => ({
    children: level(top.children, (child) => ({ grandchildren: level(child.children, () => ({})) })),
  }))
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
  // The owner's own menu items are kept as they are, even one leading to a page unpublished since.
  const opts = {
    req,
    overrideAccess: true,
    context: { disableRevalidate: true, [MENU_TARGETS_UNCHECKED]: true },
  } as const
  const follow = relinker(plan, stored, demo)
  const footer = follow(before.footer)
  if (footer) await payload.updateGlobal({ slug: 'footer', data: { legalLinks: footer } as never, ...opts })
  await writeFooterLinks(payload, plan, stored, opts)
  const header = demo.headerUntouched && plan.menu.length ? null : follow(before.header)
  if (header) await payload.updateGlobal({ slug: 'header', data: { items: header } as never, ...opts })
  // The old header's search box: added, never taken away from a header that has one.
  if (plan.headerSearch) await payload.updateGlobal({ slug: 'header', data: { searchBox: true } as never, ...opts })
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
    plan.report.notes.push(
      `Tu página de inicio se conserva; la portada de WordPress, «${front.title}», se importa como una página más.`,
    )
  if (bases)
    Object.assign(data, { legacyCategoryBase: bases.categoryBase || null, legacyTagBase: bases.tagBase || null })
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

/** The addresses of the legal pages the footer links to (the demo's, and a Spanish studio's own). */
const LEGAL_PATHS = new Set(LEGAL_PAGE_PATHS)

/**
 * The footer's links from the export: the old site's footer menu replaces the demo's legal links
 * (or is added after the studio's own, those with another label); without one, each legal page
 * the export brings (aviso legal, privacy, cookies) the footer does not link yet is added.
 */
async function writeFooterLinks(
  payload: Payload,
  plan: ImportPlan,
  stored: Stored,
  opts: {
    req: PayloadRequest
    overrideAccess: true
    context: { disableRevalidate: true; [MENU_TARGETS_UNCHECKED]: true }
  },
) {
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, ...opts })
  const links = (footer.legalLinks ?? []) as MenuLink[]
  const labels = new Set(links.map((l) => l.label?.trim().toLowerCase()))
  const linked = new Set(
    links.filter((l) => l.reference?.relationTo === 'pages').map((l) => Number(l.reference!.value)),
  )
  const demoLabels = new Set<string>(DEMO_FOOTER_LINKS.map(([, label]) => label))
  if (plan.footerMenu?.length && links.every((l) => demoLabels.has(String(l.label)))) {
    await payload.updateGlobal({
      slug: 'footer',
      data: { legalLinks: menuItems(plan.footerMenu, stored).map(({ children: _c, ...entry }) => entry) } as never,
      ...opts,
    })
    return
  }
  const added = plan.footerMenu?.length
    ? menuItems(plan.footerMenu, stored)
        .map(({ children: _children, ...entry }) => entry)
        .filter((l) => !labels.has(l.label.trim().toLowerCase()))
    : plan.docs
        .filter((d) => d.kind === 'page' && d.status === 'published' && d.path !== null && LEGAL_PATHS.has(d.path))
        .map((d): Link | null => {
          const value = stored('pages', d.wpId)
          return value === null || linked.has(value)
            ? null
            : { label: plainTitle(d.title), type: 'reference', reference: { relationTo: 'pages', value } }
        })
        .filter((l): l is Link => l !== null)
  if (added.length)
    await payload.updateGlobal({ slug: 'footer', data: { legalLinks: [...links, ...added] } as never, ...opts })
}
