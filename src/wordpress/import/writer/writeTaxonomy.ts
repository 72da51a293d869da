import type { Payload, PayloadRequest } from 'payload'

import { slugify } from '@/lib/slugify'

import type { ImportPlan } from '../core/plan/planImport'
import type { Progress } from './writeImport'
import type { Written } from './previousImport'

export type Taxonomy = { authors: Map<string, number>; categories: Map<string, number> }

/**
 * Authors (names articles are signed with; no accounts) and categories with their parents, found
 * again by login and slug on a later run. A category of the studio's own with the export's slug
 * is used as it is (its name, description and parent stay the studio's); only those an earlier run
 * of this export made (`ours`) are updated. Each keeps its WordPress id, which old `?cat=` and
 * `?author=` links name (a studio's category takes the export's id only when it has none).
 * Returns their ids by WordPress login and by slug.
 */
export async function writeTaxonomy(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  written: Written,
  ours: ReadonlySet<number>,
  progress: Progress,
): Promise<Taxonomy> {
  progress('Autores y categorías', 0, plan.authors.length + plan.categories.length)
  const authors = new Map<string, number>()
  for (const a of plan.authors) {
    const found = await payload.find({
      collection: 'authors',
      where: { wpLogin: { equals: a.login } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const slug = slugify(a.name) || slugify(a.login) || `autor-${authors.size + 1}`
    const wordpressId = wpIdOf(a.wpId)
    const doc = found.docs[0]
      ? await payload.update({
          collection: 'authors',
          id: found.docs[0].id,
          data: { name: a.name, wordpressId },
          req,
          overrideAccess: true,
        })
      : await payload.create({
          collection: 'authors',
          data: { name: a.name, wpLogin: a.login, slug: await freeSlug(payload, req, slug), wordpressId },
          req,
          overrideAccess: true,
        })
    authors.set(a.login, doc.id as number)
  }
  written.authors = [...authors.values()]
  const categories = new Map<string, number>()
  // The studio's own categories the export shares a slug with: used, never changed.
  const theirs = new Set<number>()
  for (const c of plan.categories) {
    const found = await payload.find({
      collection: 'categories',
      where: { slug: { equals: c.slug } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const wordpressId = wpIdOf(c.wpId)
    const data = { name: c.name, description: c.description || undefined, wordpressId }
    const existing = found.docs[0]
    if (existing && !ours.has(existing.id)) theirs.add(existing.id)
    const doc = !existing
      ? await payload.create({
          collection: 'categories',
          data: { ...data, slug: c.slug },
          req,
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      : theirs.has(existing.id)
        ? existing.wordpressId == null && wordpressId
          ? await payload.update({
              collection: 'categories',
              id: existing.id,
              data: { wordpressId },
              req,
              overrideAccess: true,
              context: { disableRevalidate: true },
            })
          : existing
        : await payload.update({
            collection: 'categories',
            id: existing.id,
            data,
            req,
            overrideAccess: true,
            context: { disableRevalidate: true },
          })
    categories.set(c.slug, doc.id as number)
  }
  for (const c of plan.categories) {
    const parent = c.parentSlug ? categories.get(c.parentSlug) : undefined
    if (parent && !theirs.has(categories.get(c.slug)!))
      await payload.update({
        collection: 'categories',
        id: categories.get(c.slug)!,
        data: { parent } as never,
        req,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
  }
  written.categories = [...categories.values()].filter((id) => !theirs.has(id))
  return { authors, categories }
}

/** A WordPress id as the export gives it; none (0 or absent in older exports) is kept as none. */
const wpIdOf = (id: number | undefined) => (id && id > 0 ? id : undefined)

async function freeSlug(payload: Payload, req: PayloadRequest, slug: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`
    const taken = await payload.count({
      collection: 'authors',
      where: { slug: { equals: candidate } },
      req,
      overrideAccess: true,
    })
    if (taken.totalDocs === 0) return candidate
  }
}
