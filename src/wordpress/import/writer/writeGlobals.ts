import type { Payload, PayloadRequest } from 'payload'

import type { LegacyBases } from '@/lib/legacyTaxonomyPath'

import type { ImportPlan } from '../core/plan/planImport'
import type { PlannedMenuItem } from '../core/plan/planMenu'

type Link = { label: string; type: 'reference' | 'custom'; reference?: { relationTo: 'pages' | 'posts'; value: number }; url?: string }

const link = (item: PlannedMenuItem): Link =>
  item.target.kind === 'url'
    ? { label: item.label, type: 'custom', url: item.target.url }
    : { label: item.label, type: 'reference', reference: { relationTo: item.target.kind === 'page' ? 'pages' : 'posts', value: item.target.wpId } }

/** The main menu (three levels), the studio's name and tagline, the front page and the old site's taxonomy bases. */
export async function writeGlobals(payload: Payload, req: PayloadRequest, plan: ImportPlan, bases?: LegacyBases) {
  if (plan.menu.length) {
    const items = plan.menu.map((top) => ({
      ...link(top),
      children: top.children.map((child) => ({ ...link(child), grandchildren: child.children.map(link) })),
    }))
    await payload.updateGlobal({ slug: 'header', data: { items } as never, req, overrideAccess: true, context: { disableRevalidate: true } })
  }
  const front = plan.docs.find((d) => d.front)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...(plan.site.title ? { studioName: plan.site.title } : {}),
      ...(plan.site.tagline ? { tagline: plan.site.tagline } : {}),
      ...(front ? { homePage: front.wpId } : {}),
      ...(bases ? { legacyCategoryBase: bases.categoryBase || null, legacyTagBase: bases.tagBase || null } : {}),
    } as never,
    req,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
