import type { Payload } from 'payload'

import { publicAddress } from '@/lib/publicAddress'
import { siteSettings } from '@/settings/siteSettings'

import { describeUses, findUses, targetKeys, type Use, type UseSource } from '../core/findUses'

import { reconcileReferences, referencesTo } from './referenceIndex'
import { relationFields } from './relationFields'

export const REFERABLE = ['pages', 'posts', 'forms', 'media'] as const
export type Referable = (typeof REFERABLE)[number]

const GLOBAL_TITLES: Record<string, string> = {
  header: 'Menú principal',
  footer: 'Pie de página',
  'site-settings': 'Ajustes del sitio',
}

/** «página «Inicio»», «artículo «…»», or the global's name. */
export const sourceName = (source: Use['source']) =>
  source.kind === 'global'
    ? (GLOBAL_TITLES[source.slug] ?? source.title)
    : `${source.slug === 'posts' ? 'artículo' : 'página'} «${source.title}»`

/** The public addresses of these pages or articles (their latest version), for links typed as text; one query for all. */
export async function targetPaths(
  payload: Payload,
  collection: Referable,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  if ((collection !== 'pages' && collection !== 'posts') || !ids.length) return out
  const docs = (
    await payload.find({
      collection,
      where: { id: { in: [...ids] } },
      select: collection === 'posts' ? { slug: true, legacyPath: true } : { slug: true, path: true },
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs as { id: number; slug?: string | null; path?: string | null; legacyPath?: string | null }[]
  const home = collection === 'pages' ? String((await siteSettings(payload)).homePage ?? '') : ''
  for (const doc of docs) {
    // A draft without a slug has no address a link could be typed with.
    const address = publicAddress(collection === 'posts' ? 'post' : 'page', doc)
    const paths = address ? [address] : []
    out.set(doc.id, home === String(doc.id) ? ['/', ...paths] : paths)
  }
  return out
}

/** The menu, the footer and the settings: few and small, read as they are now. */
export async function globalSources(payload: Payload): Promise<UseSource[]> {
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true }),
    siteSettings(payload),
  ])
  return [
    { kind: 'global', slug: 'header', title: GLOBAL_TITLES.header!, data: header },
    { kind: 'global', slug: 'footer', title: GLOBAL_TITLES.footer!, data: footer },
    { kind: 'global', slug: 'site-settings', title: GLOBAL_TITLES['site-settings']!, data: settings },
  ]
}

export type Uses = { uses: Use[]; lines: string[] }

const MAX_ROUNDS = 5

/**
 * Where each of these documents is used: the menu, the footer and the settings (read now), and
 * every page and article (their latest version, drafts included: a draft that links to it would
 * break once published), from the references' index, brought up to date first with what was
 * saved since it was last read (usually nothing, or the document just edited). One query answers
 * for all the ids, however many pages and articles the site has.
 */
export async function usesOfMany(
  payload: Payload,
  collection: Referable,
  ids: readonly number[],
): Promise<Map<number, Uses>> {
  // Rounds of 200 per kind: what a busy afternoon of editing leaves, never the whole site (the
  // site's start indexes that, scripts/prepare.ts, and an import at its end).
  for (let round = 0; round < MAX_ROUNDS && (await reconcileReferences(payload)) > 0; round++);
  const [globals, paths] = await Promise.all([globalSources(payload), targetPaths(payload, collection, ids)])
  const fields = relationFields(payload)
  const keysOf = new Map(ids.map((id) => [id, targetKeys({ collection, id, paths: paths.get(id) })]))
  const indexed = await referencesTo(payload, [...new Set([...keysOf.values()].flatMap((keys) => [...keys]))])
  const out = new Map<number, Uses>()
  for (const id of ids) {
    const keys = keysOf.get(id)!
    const uses = findUses({ collection, id, paths: paths.get(id) }, globals, fields)
    for (const use of indexed) {
      if (!keys.has(use.target) || (use.kind === collection && use.id === id)) continue
      uses.push({
        source: { kind: 'collection', slug: use.kind, id: use.id, title: use.title },
        what: use.what,
        ...(use.itemId ? { itemId: use.itemId } : {}),
      })
    }
    out.set(id, { uses, lines: describeUses(uses, sourceName) })
  }
  return out
}

/** Where one document is used (see usesOfMany). */
export async function usesOf(payload: Payload, collection: Referable, id: number): Promise<Uses> {
  return (await usesOfMany(payload, collection, [id])).get(id)!
}
