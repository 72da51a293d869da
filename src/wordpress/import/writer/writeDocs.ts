import type { Payload, PayloadRequest } from 'payload'

import type { Block } from '../core/content/context'
import { ImportError } from '../core/importError'
import type { ImportPlan, PlannedDoc } from '../core/plan/planImport'
import { existingDocs } from './existingDocs'
import type { WritePolicy } from './policy'
import type { Taxonomy } from './writeTaxonomy'
import type { Progress } from './writeImport'

/** Parents before their children, so each page's path is computed from a stored parent. */
function parentsFirst(pages: PlannedDoc[]): PlannedDoc[] {
  const byId = new Map(pages.map((p) => [p.wpId, p]))
  const out: PlannedDoc[] = []
  const seen = new Set<number>()
  const visit = (p: PlannedDoc, trail: Set<number>) => {
    if (seen.has(p.wpId) || trail.has(p.wpId)) return
    trail.add(p.wpId)
    const parent = p.parent ? byId.get(p.parent) : undefined
    if (parent) visit(parent, trail)
    seen.add(p.wpId)
    out.push(p)
  }
  for (const p of pages) visit(p, new Set())
  return out
}

/** Only rich text: it goes into the article's text field; anything else into its blocks. */
const onlyText = (blocks: Block[]) => blocks.every((b) => b.blockType === 'richText')

/**
 * Pages (parents first) and articles under their WordPress ids, with their status, dates,
 * authors, categories, tags and featured images; an article keeps its old address when its
 * permalink was not /{slug}/. Returns the ids written, per collection.
 */
export async function writeDocs(payload: Payload, req: PayloadRequest, plan: ImportPlan, taxonomy: Taxonomy, policy: WritePolicy, progress: Progress) {
  const pages = parentsFirst(plan.docs.filter((d) => d.kind === 'page'))
  const posts = plan.docs.filter((d) => d.kind === 'post')
  const written = { pages: [] as number[], posts: [] as number[] }
  const total = pages.length + posts.length
  const tagNames = new Map(plan.tags.map((t) => [t.slug, t.name]))
  let done = 0
  const pageIds = new Set(pages.map((p) => p.wpId))
  const existing = {
    pages: await existingDocs(payload, req, 'pages', pages.map((p) => p.wpId)),
    posts: await existingDocs(payload, req, 'posts', posts.map((p) => p.wpId)),
  }
  for (const doc of pages) {
    progress('Páginas', done++, total)
    const data = {
      title: doc.title,
      slug: doc.slug,
      parent: doc.parent && pageIds.has(doc.parent) ? doc.parent : null,
      layout: doc.blocks,
      hideTitle: doc.hideTitle,
      ...(doc.excerpt ? { meta: { description: doc.excerpt.slice(0, 300) } } : {}),
    }
    if (await save(payload, req, 'pages', doc, data, existing.pages.get(doc.wpId), policy)) written.pages.push(doc.wpId)
  }
  for (const doc of posts) {
    progress('Artículos', done++, total)
    const text = onlyText(doc.blocks)
    const legacyPath = doc.path && doc.path !== doc.slug ? doc.path : null
    const data = {
      title: doc.title,
      slug: doc.slug,
      legacyPath,
      excerpt: doc.excerpt || undefined,
      featuredImage: doc.featuredImage,
      content: text && doc.blocks.length ? mergedText(doc.blocks) : null,
      layout: text ? [] : doc.blocks,
      publishedAt: doc.publishedAt,
      byline: taxonomy.authors.get(doc.authorLogin) ?? null,
      categories: doc.categories.map((slug) => taxonomy.categories.get(slug)).filter((id): id is number => id !== undefined),
      tags: doc.tags.map((slug) => tagNames.get(slug) ?? slug),
      commentsOpen: doc.commentsOpen,
    }
    if (await save(payload, req, 'posts', doc, data, existing.posts.get(doc.wpId), policy)) written.posts.push(doc.wpId)
  }
  progress('Artículos', total, total)
  return written
}

/** Rich-text blocks in a row become one editor state (fitBlocks already merges neighbours). */
function mergedText(blocks: Block[]) {
  const roots = blocks.map((b) => (b.body as { root: { children: unknown[] } }).root)
  return { root: { ...roots[0]!, children: roots.flatMap((r) => r.children) } }
}

async function save(payload: Payload, req: PayloadRequest, collection: 'pages' | 'posts', doc: PlannedDoc, data: Record<string, unknown>, updatedAt: string | undefined, policy: WritePolicy): Promise<boolean> {
  const label = `${collection === 'pages' ? 'Página' : 'Artículo'} ${doc.wpId} «${doc.title}»`
  if (policy.decide(collection, doc.wpId, updatedAt, label) === 'skip') return false
  const published = doc.status === 'published'
  const body = { ...data, _status: published ? 'published' : 'draft' } as never
  const common = { req, overrideAccess: true, draft: !published, depth: 0, context: { disableRevalidate: true } } as const
  try {
    if (updatedAt !== undefined) await payload.update({ collection, id: doc.wpId, data: body, ...common })
    else await payload.create({ collection, data: { id: doc.wpId, ...(body as object) } as never, ...common })
  } catch (error) {
    // One line naming the item; the transaction is rolled back by the caller.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    throw new ImportError(`No se ha podido guardar ${collection === 'pages' ? 'la página' : 'el artículo'} ${doc.wpId} «${doc.title}»: ${reason}. No se ha importado nada.`)
  }
  return true
}
