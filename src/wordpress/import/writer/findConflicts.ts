import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import type { IdMap } from './allocateIds'
import type { Written } from './previousImport'

export type Kind = keyof Written

const CHUNK = 500

/**
 * The export's public items whose address another document of Revela already answers at (the
 * studio's own page or article, not one this export wrote before), one line each naming both,
 * found before anything is written. Ids never conflict: allocateIds gives a held one a new id.
 */
export type Conflicts = {
  lines: string[]
  addresses: Set<number>
  /** Unpublished items (no public address) whose slug is taken: they simply get a free one. */
  slugs: Set<number>
  /** The studio's page or article answering at each conflicting item's address: a link to the item leads there. */
  holders: Map<number, { kind: 'pages' | 'posts'; id: number }>
}

/**
 * `freed` are the ids of pages and articles the import removes first (the demo's untouched
 * content): their addresses count as free.
 */
export async function findConflicts(
  payload: Payload,
  req: PayloadRequest | undefined,
  plan: ImportPlan,
  ids: IdMap,
  freed: { pages: ReadonlySet<number>; posts: ReadonlySet<number> },
): Promise<Conflicts> {
  const lines: string[] = []
  const addresses = new Set<number>()
  const slugs = new Set<number>()
  const holders = new Map<number, { kind: 'pages' | 'posts'; id: number }>()
  const pathOf = (doc: (typeof plan.docs)[number]) => doc.path ?? doc.slug
  for (let i = 0; i < plan.docs.length; i += CHUNK) {
    const chunk = plan.docs.slice(i, i + CHUNK)
    const paths = chunk.map(pathOf)
    const chunkSlugs = chunk.map((d) => (d.kind === 'post' ? d.slug : pathOf(d)))
    const common = { limit: 0, pagination: false, depth: 0, draft: true, req, overrideAccess: true } as const
    const [pages, posts] = await Promise.all([
      payload.find({
        collection: 'pages',
        where: { path: { in: paths } },
        select: { title: true, path: true },
        ...common,
      }),
      payload.find({
        collection: 'posts',
        where: { or: [{ legacyPath: { in: paths } }, { slug: { in: chunkSlugs } }] },
        select: { title: true, slug: true, legacyPath: true },
        ...common,
      }),
    ])
    for (const doc of chunk) {
      const path = pathOf(doc)
      // The same item as an earlier run of this export wrote it answers there: no conflict.
      const other = (kind: 'pages' | 'posts', id: number) => {
        if (freed[kind].has(id)) return false
        const self = doc.kind === (kind === 'pages' ? 'page' : 'post') ? ids.slot(kind, doc.wpId) : null
        return !(self?.updatedAt !== undefined && self.id === id)
      }
      const clashingPages = pages.docs.filter((d) => d.path === path && other('pages', d.id as number))
      const clashingPosts = posts.docs.filter(
        (d) =>
          (d.legacyPath === path || d.slug === (doc.kind === 'post' ? doc.slug : path)) &&
          other('posts', d.id as number),
      )
      const clash = [
        ...clashingPages.map((d) => `tu página «${d.title}»`),
        ...clashingPosts.map((d) => `tu artículo «${d.title}»`),
      ]
      const holder = clashingPages[0]
        ? { kind: 'pages' as const, id: clashingPages[0].id as number }
        : clashingPosts[0]
          ? { kind: 'posts' as const, id: clashingPosts[0].id as number }
          : null
      if (holder && doc.status === 'published') holders.set(doc.wpId, holder)
      if (clash.length && doc.status !== 'published') slugs.add(doc.wpId)
      else if (clash.length) {
        lines.push(
          `La dirección /${path}/ ${doc.kind === 'page' ? 'de la página' : 'del artículo'} «${doc.title}» de la exportación ya es de ${clash.join(' y ')}.`,
        )
        addresses.add(doc.wpId)
      }
    }
  }
  return { lines, addresses, slugs, holders }
}
