import type { Payload } from 'payload'

import { pagePermalink, postPermalink } from '@/lib/permalink'

import { describeUses, findUses, type Use, type UseSource } from '../core/findUses'

import { relationFields } from './relationFields'
import { siteSettings } from '@/globals/SiteSettings/siteSettings'

export const REFERABLE = ['pages', 'posts', 'forms', 'media'] as const
export type Referable = (typeof REFERABLE)[number]

const GLOBAL_TITLES: Record<string, string> = { header: 'Menú principal', footer: 'Pie de página', 'site-settings': 'Ajustes del sitio' }

/** «página «Inicio»», «artículo «…»», or the global's name. */
export const sourceName = (source: Use['source']) =>
  source.kind === 'global' ? (GLOBAL_TITLES[source.slug] ?? source.title) : `${source.slug === 'posts' ? 'artículo' : 'página'} «${source.title}»`

async function targetPaths(payload: Payload, collection: Referable, id: number | string): Promise<string[]> {
  if (collection !== 'pages' && collection !== 'posts') return []
  const doc = await payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true })
  if (!doc) return []
  if (collection === 'posts') return [postPermalink(doc as { slug?: string | null; legacyPath?: string | null })]
  const settings = await siteSettings(payload)
  const page = doc as { path?: string | null; slug?: string | null }
  return String(settings.homePage ?? '') === String(id) ? ['/', pagePermalink(page)] : [pagePermalink(page)]
}

/** Everything that may point at a document: the menu, the footer, the settings, every page and article. */
async function loadSources(payload: Payload): Promise<UseSource[]> {
  const [header, footer, settings, pages, posts] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true }),
    siteSettings(payload),
    payload.find({ collection: 'pages', depth: 0, draft: true, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'posts', depth: 0, draft: true, pagination: false, overrideAccess: true }),
  ])
  return [
    { kind: 'global', slug: 'header', title: GLOBAL_TITLES.header!, data: header },
    { kind: 'global', slug: 'footer', title: GLOBAL_TITLES.footer!, data: footer },
    { kind: 'global', slug: 'site-settings', title: GLOBAL_TITLES['site-settings']!, data: settings },
    ...pages.docs.map((doc) => ({ kind: 'collection' as const, slug: 'pages', id: doc.id, title: doc.title, data: doc })),
    ...posts.docs.map((doc) => ({ kind: 'collection' as const, slug: 'posts', id: doc.id, title: doc.title, data: doc })),
  ]
}

export type Uses = { uses: Use[]; lines: string[] }

/**
 * Where each of these documents is used: the menu, the footer, the settings and every page and
 * article (their latest version, drafts included: a draft that links to it would break once
 * published). The sources are read once for all of them (a bulk delete asks for several).
 */
export async function usesOfMany(payload: Payload, collection: Referable, ids: readonly number[]): Promise<Map<number, Uses>> {
  const sources = await loadSources(payload)
  const fields = relationFields(payload)
  const out = new Map<number, Uses>()
  for (const id of ids) {
    const uses = findUses({ collection, id, paths: await targetPaths(payload, collection, id) }, sources, fields)
    out.set(id, { uses, lines: describeUses(uses, sourceName) })
  }
  return out
}

/** Where one document is used (see usesOfMany). */
export async function usesOf(payload: Payload, collection: Referable, id: number): Promise<Uses> {
  return (await usesOfMany(payload, collection, [id])).get(id)!
}
