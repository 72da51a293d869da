import type { Payload, PayloadRequest } from 'payload'

import type { LegacyBases } from '@/lib/legacyTaxonomyPath'
import { plainTitle } from '@/lib/html/titleHtml'
import { COOKIE_POLICY_PATH, PRIVACY_POLICY_PATH } from '@/lib/legalPaths'

import type { ImportPlan } from '../core/plan/planImport'
import type { PlannedMenuItem } from '../core/plan/planMenu'

type Link = { label: string; type: 'reference' | 'custom'; reference?: { relationTo: 'pages' | 'posts'; value: number }; url?: string }
type StoredLink = { type?: string | null; reference?: { relationTo?: string; value?: unknown } | null }

/** The addresses of the legal pages the footer links to (the demo's, and a Spanish studio's own). */
const LEGAL_PATHS = new Set([PRIVACY_POLICY_PATH, COOKIE_POLICY_PATH, '/aviso-legal/'].map((p) => p.replace(/^\/|\/$/g, '')))

const link = (item: PlannedMenuItem): Link =>
  item.target.kind === 'url'
    ? { label: item.label, type: 'custom', url: item.target.url }
    : { label: item.label, type: 'reference', reference: { relationTo: item.target.kind === 'page' ? 'pages' : 'posts', value: item.target.wpId } }

const pointsAtPage = (l: StoredLink, id: number) => {
  const value = l.reference?.value
  return l.reference?.relationTo === 'pages' && Number(typeof value === 'object' && value ? (value as { id?: unknown }).id : value) === id
}

/** The main menu (three levels), the footer's links, the studio's name and tagline, the front page and the old site's taxonomy bases. */
export async function writeGlobals(payload: Payload, req: PayloadRequest, plan: ImportPlan, bases?: LegacyBases) {
  const opts = { req, overrideAccess: true, context: { disableRevalidate: true } } as const
  if (plan.menu.length) {
    const items = plan.menu.map((top) => ({
      ...link(top),
      children: top.children.map((child) => ({ ...link(child), grandchildren: child.children.map(link) })),
    }))
    await payload.updateGlobal({ slug: 'header', data: { items } as never, ...opts })
  }
  await writeFooterLinks(payload, plan, opts)
  const front = plan.docs.find((d) => d.front)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...(plan.site.title ? { studioName: plan.site.title } : {}),
      ...(plan.site.tagline ? { tagline: plan.site.tagline } : {}),
      ...(front ? { homePage: front.wpId } : {}),
      ...(bases ? { legacyCategoryBase: bases.categoryBase || null, legacyTagBase: bases.tagBase || null } : {}),
    } as never,
    ...opts,
  })
}

/**
 * The footer's links: the old site's footer menu when it had one. Otherwise each legal page the
 * export brings (aviso legal, privacy, cookies) is linked if the footer does not link it yet: an
 * imported page replaces the demo's at its address, and deleting the demo's took its footer link
 * with it (pruneMenusAfterDelete), so «Aviso legal» would be gone from a footer that had it.
 */
async function writeFooterLinks(payload: Payload, plan: ImportPlan, opts: { req: PayloadRequest; overrideAccess: true; context: { disableRevalidate: true } }) {
  if (plan.footerMenu?.length) {
    await payload.updateGlobal({ slug: 'footer', data: { legalLinks: plan.footerMenu.map(link) } as never, ...opts })
    return
  }
  const legal = plan.docs.filter((d) => d.kind === 'page' && d.status === 'published' && d.path !== null && LEGAL_PATHS.has(d.path))
  if (!legal.length) return
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, ...opts })
  const links = (footer.legalLinks ?? []) as (StoredLink & Record<string, unknown>)[]
  const missing = legal.filter((doc) => !links.some((l) => pointsAtPage(l, doc.wpId)))
  if (!missing.length) return
  const added = missing.map((doc): Link => ({ label: plainTitle(doc.title), type: 'reference', reference: { relationTo: 'pages', value: doc.wpId } }))
  await payload.updateGlobal({ slug: 'footer', data: { legalLinks: [...links, ...added] } as never, ...opts })
}
