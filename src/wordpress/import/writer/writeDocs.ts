import type { Payload, PayloadRequest } from 'payload'

import { ImportError } from '../core/importError'
import { parentsFirst } from '../core/plan/parentsFirst'
import type { ImportPlan, PlannedDoc, PlannedItem } from '../core/plan/planImport'
import type { RelationFields } from '@/references/core/findUses'

import type { IdMap } from './allocateIds'
import { articleData } from './articleData'
import { commentWriter } from './commentWriter'
import type { FreeAddress } from './freeAddress'
import { insertDocuments, InvalidDocumentError, type NewDocument, rowWriter } from './insertDocuments'
import type { WritePolicy } from './policy'
import { remapRelations } from './remapRelations'
import { schedulePublication } from './schedulePublication'
import type { Taxonomy } from './writeTaxonomy'
import type { Progress } from './writeImport'

/** New articles stored per round of multi-row INSERTs: few statements, little held in memory. */
const POSTS_PER_BATCH = 100

export type WrittenDocs = { pages: number[]; posts: number[]; comments: number[] }

/** What the writer of articles and pages is handed besides the plan. */
export type DocsContext = {
  ids: IdMap
  policy: WritePolicy
  /** The relationship fields of pages and articles, to turn the export's ids in blocks into Revela's. */
  fields: RelationFields
  /** A free address for an item whose own is held by the studio's content (update), else null. */
  freeAddress: FreeAddress
  progress: Progress
}

/**
 * Articles and pages under the ids allocateIds gave them (their WordPress ids where free), each
 * keeping its WordPress id, with their status, dates, authors, categories, tags and featured
 * images (references to photos and forms in their blocks turned into Revela's ids), and the
 * articles' comments, from the items as their content is converted (one at a time: a large export
 * is never held whole). New articles are stored in batches, each followed by its comments; pages
 * (few, and each one's path depends on its parent) wait for the end and are stored parents first,
 * under their nearest imported ancestor when their own parent was left out. An article keeps its
 * old address when its permalink was not /{slug}/; an item whose address the studio's content
 * holds gets a free one when told (freeAddress).
 */
export async function writeDocs(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  items: AsyncIterable<PlannedItem>,
  taxonomy: Taxonomy,
  context: DocsContext,
): Promise<WrittenDocs> {
  const { ids, policy, progress } = context
  const written: WrittenDocs = { pages: [], posts: [], comments: [] }
  const total = plan.docs.length
  const comments = await commentWriter(payload, req, plan, ids, policy)
  const writer = await rowWriter()
  if (!writer)
    payload.logger.warn(
      'Importación de WordPress: no se encuentra el escritor de filas de Payload (¿otra versión de @payloadcms/drizzle?); los artículos se guardan uno a uno, más despacio.',
    )
  const tagNames = new Map(plan.tags.map((t) => [t.slug, t.name]))
  let done = 0
  let batch: { doc: NewDocument; item: PlannedItem }[] = []
  const flush = async () => {
    if (!batch.length) return
    try {
      await insertDocuments(
        payload,
        req,
        writer!,
        'posts',
        batch.map((b) => b.doc),
      )
    } catch (error) {
      // One line naming the article (or the batch); the transaction is rolled back by the caller.
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
      const failed =
        error instanceof InvalidDocumentError ? batch.find((b) => b.doc.id === error.id)?.item.doc : undefined
      const which = failed
        ? `el artículo ${failed.wpId} «${failed.title}»`
        : `los artículos ${batch[0]!.item.doc.wpId} a ${batch.at(-1)!.item.doc.wpId}`
      throw new ImportError(`No se ha podido guardar ${which}: ${reason}. No se ha importado nada.`)
    }
    for (const { doc, item } of batch) {
      written.posts.push(doc.id)
      if (item.doc.status === 'scheduled')
        await schedulePublication(payload, req, 'posts', doc.id, item.doc.publishedAt)
      await comments.add(item.comments)
    }
    batch = []
  }
  const pages: PlannedDoc[] = []
  progress('Artículos', 0, total)
  for await (const item of items) {
    const doc = item.doc
    if (doc.kind === 'page') {
      pages.push(doc)
      continue
    }
    progress('Artículos', ++done, total)
    const slot = ids.slot('posts', doc.wpId)
    if (policy.decide('posts', doc.wpId, slot.updatedAt, `El artículo «${doc.title}»`) === 'skip') continue
    const data = remapRelations({ ...articleData(doc, taxonomy, tagNames), wordpressId: doc.wpId }, context.fields, ids)
    const moved = await context.freeAddress('posts', doc, null, { self: slot.id })
    if (moved) Object.assign(data, { slug: moved, legacyPath: null })
    if (slot.updatedAt === undefined && writer) {
      batch.push({
        doc: {
          id: slot.id,
          data: { ...data, _status: doc.status === 'published' ? 'published' : 'draft' },
          draft: doc.status !== 'published',
        },
        item,
      })
      if (batch.length >= POSTS_PER_BATCH) await flush()
      continue
    }
    await flush()
    await save(payload, req, 'posts', doc, slot.id, data, slot.updatedAt)
    written.posts.push(slot.id)
    if (doc.status === 'scheduled') await schedulePublication(payload, req, 'posts', slot.id, doc.publishedAt)
    await comments.add(item.comments)
  }
  await flush()
  await comments.flush()
  written.comments = comments.written()

  written.pages = await writePages(payload, req, plan, pages, context, done)
  return written
}

/**
 * The pages, once every article is stored, parents first (each one's path depends on its parent),
 * counting on from `done` for the progress; returns their ids.
 */
async function writePages(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  pages: PlannedDoc[],
  context: DocsContext,
  done: number,
): Promise<number[]> {
  const { ids, policy, progress } = context
  const total = plan.docs.length
  const written: number[] = []
  // Each page's parent as stored: its own, or — when that one was not imported — its nearest
  // imported ancestor (or none), known before the child since parents come first.
  const titles = new Map(pages.map((p) => [p.wpId, p.title]))
  const standIn = new Map<number, { id: number; title: string } | null>()
  for (const doc of parentsFirst(pages)) {
    progress('Páginas', ++done, total)
    const slot = ids.slot('pages', doc.wpId)
    const holder = doc.parent && titles.has(doc.parent) ? (standIn.get(doc.parent) ?? null) : null
    const parent = holder?.id ?? null
    const reattached = Boolean(doc.parent && titles.has(doc.parent) && parent !== ids.known('pages', doc.parent))
    if (reattached && doc.parent) {
      const where = holder ? `bajo «${holder.title}»` : 'en la raíz del sitio'
      plan.report.notes.push(
        `La página «${doc.title}» queda ${where}: su página madre «${titles.get(doc.parent)}» no se ha importado.`,
      )
    }
    if (policy.decide('pages', doc.wpId, slot.updatedAt, `La página «${doc.title}»`) === 'skip') {
      // Kept as the studio has it (it exists) or not imported (its children climb past it).
      standIn.set(doc.wpId, slot.updatedAt !== undefined ? { id: slot.id, title: doc.title } : holder)
      continue
    }
    const data = remapRelations(
      {
        title: doc.title,
        slug: (await context.freeAddress('pages', doc, parent, { moved: reattached, self: slot.id })) ?? doc.slug,
        parent,
        layout: doc.blocks,
        hideTitle: doc.hideTitle,
        wordpressId: doc.wpId,
        ...(doc.excerpt ? { meta: { description: doc.excerpt.slice(0, 300) } } : {}),
      },
      context.fields,
      ids,
    )
    await save(payload, req, 'pages', doc, slot.id, data, slot.updatedAt)
    standIn.set(doc.wpId, { id: slot.id, title: doc.title })
    written.push(slot.id)
    if (doc.status === 'scheduled') await schedulePublication(payload, req, 'pages', slot.id, doc.publishedAt)
  }
  progress('Páginas', total, total)
  return written
}

/** One document through Payload (pages, articles written before, or when the bulk writer is unavailable). */
async function save(
  payload: Payload,
  req: PayloadRequest,
  collection: 'pages' | 'posts',
  doc: PlannedDoc,
  id: number,
  data: Record<string, unknown>,
  updatedAt: string | undefined,
): Promise<void> {
  const published = doc.status === 'published'
  const body = { ...data, _status: published ? 'published' : 'draft' } as never
  const common = {
    req,
    overrideAccess: true,
    draft: !published,
    depth: 0,
    context: { disableRevalidate: true },
  } as const
  try {
    if (updatedAt !== undefined) await payload.update({ collection, id, data: body, ...common })
    else await payload.create({ collection, data: { id, ...(body as object) } as never, ...common })
  } catch (error) {
    // One line naming the item; the transaction is rolled back by the caller.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    throw new ImportError(
      `No se ha podido guardar ${collection === 'pages' ? 'la página' : 'el artículo'} ${doc.wpId} «${doc.title}»: ${reason}. No se ha importado nada.`,
    )
  }
}
