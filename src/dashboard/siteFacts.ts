import type { Payload } from 'payload'

import { userIsAdmin } from '@/access/isAdmin'
import { env } from '@/env'
import { SEED_WINDOW_MS } from '@/seed/seedWindow'

import { isDemoAddress, type SiteFacts } from './firstSteps'
import { siteSettings } from '@/settings/siteSettings'

/** Reads what the first steps depend on, with the server's rights (the dashboard only shows yes/no). */
export async function siteFacts(
  payload: Payload,
  user: { roles?: string[] | null } | null | undefined,
): Promise<SiteFacts> {
  const [settings, header, imports] = await Promise.all([
    siteSettings(payload),
    payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true }),
    payload.count({ collection: 'wordpress-imports', where: { status: { equals: 'done' } }, overrideAccess: true }),
  ])
  const seededAt = settings.seededAt ? new Date(Date.parse(settings.seededAt) + SEED_WINDOW_MS).toISOString() : null
  const ownPages = await payload.count({
    collection: 'pages',
    where: seededAt ? { createdAt: { greater_than: seededAt } } : {},
    overrideAccess: true,
  })
  return {
    studioDetails: Boolean(settings.studioName && settings.phone && settings.email && !isDemoAddress(settings.email)),
    logo: Boolean(settings.logo),
    menuItems: header.items?.length ?? 0,
    ownPages: ownPages.totalDocs,
    mailConfigured: Boolean(env().smtpUrl),
    isAdmin: userIsAdmin(user),
    imported: imports.totalDocs > 0,
  }
}
