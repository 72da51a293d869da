import type { Payload, PayloadRequest } from 'payload'

import { ImportError } from '../core/importError'
import { parentsFirst } from '../core/plan/parentsFirst'
import type { ImportPlan, PlannedDoc, PlannedItem } from '../core/plan/planImport'
import { articleData } from './articleData'
import { commentWriter } from './commentWriter'
import { existingDocs } from './existingDocs'
import { insertDocuments, InvalidDocumentError, type NewDocument, rowWriter } from './insertDocuments'
import type { WritePolicy } from './policy'
import { schedulePublication } from './schedulePublication'
import type { Taxonomy } from './writeTaxonomy'
import type { Progress } from './writeImport'

/** New articles stored per round of multi-row INSERTs: few statements, little held in memory. */
const POSTS_PER_BATCH = 100

export type WrittenDocs = { pages: number[]; posts: number[]; comments: number[] }

/**
 * Articles and pages under their WordPress ids, with their status, dates, authors, categories,
 * tags and featured images, and the articles' comments, from the items as their content is
 * converted (one at a time: a large export is never held whole). New articles are stored in
 * batches, each followed by its comments; pages (few, and each one's path depends on its parent)
 * wait for the end and are stored parents first. An article keeps its old address when its
 * permalink was not /{slug}/.
 */
export async function writeDocs(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  items: AsyncIterable<PlannedItem>,
  taxonomy: Taxonomy,
  policy: WritePolicy,
  progress: Progress,
): Promise<WrittenDocs> {
  const written: WrittenDocs = { pages: [], posts: [], comments: [] }
  const total = plan.docs.length
  const postIds = plan.docs.filter((d) => d.kind === 'post').map((d) => d.wpId)
  const existing = {
    pages: await existingDocs(
      payload,
      req,
      'pages',
      plan.docs.filter((d) => d.kind === 'page').map((d) => d.wpId),
    ),
    posts: await existingDocs(payload, req, 'posts', postIds),
  }
  const comments = await commentWriter(payload, req, plan, policy)
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
      const failed = error instanceof InvalidDocumentError ? batch.find((b) => b.doc.id === error.id)?.item.doc : undefined
      const which = failed ? `el artículo ${failed.wpId} «${failed.title}»` : `los artículos ${batch[0]!.doc.id} a ${batch.at(-1)!.doc.id}`
      throw new ImportError(`No se ha podido guardar ${which}: ${reason}. No se ha importado nada.`)
    }
    for (const { item } of batch) {
      written.posts.push(item.doc.wpId)
      if (item.doc.status === 'scheduled') await schedulePublication(payload, req, 'posts', item.doc.wpId, item.doc.publishedAt)
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
    const updatedAt = existing.posts.get(doc.wpId)
    if (policy.decide('posts', doc.wpId, updatedAt, `Artículo ${doc.wpId} «${doc.title}»`) === 'skip') continue
    const data = articleData(doc, taxonomy, tagNames)
    if (updatedAt === undefined && writer) {
      batch.push({
        doc: { id: doc.wpId, data: { ...data, _status: doc.status === 'published' ? 'published' : 'draft' }, draft: doc.status !== 'published' },
        item,
      })
      if (batch.length >= POSTS_PER_BATCH) await flush()
      continue
    }
    await flush()
    await save(payload, req, 'posts', doc, data, updatedAt)
    written.posts.push(doc.wpId)
    if (doc.status === 'scheduled') await schedulePublication(payload, req, 'posts', doc.wpId, doc.publishedAt)
    await comments.add(item.comments)
  }
  await flush()
  await comments.flush()
  written.comments = comments.written()

  const pageIds = new Set(pages.map((p) => p.wpId))
  for (const doc of parentsFirst(pages)) {
    progress('Páginas', ++done, total)
    const updatedAt = existing.pages.get(doc.wpId)
    if (policy.decide('pages', doc.wpId, updatedAt, `Página ${doc.wpId} «${doc.title}»`) === 'skip') continue
    const data = {
      title: doc.title,
      slug: doc.slug,
      parent: doc.parent && pageIds.has(doc.parent) ? doc.parent : null,
      layout: doc.blocks,
      hideTitle: doc.hideTitle,
      ...(doc.excerpt ? { meta: { description: doc.excerpt.slice(0, 300) } } : {}),
    }
    await save(payload, req, 'pages', doc, data, updatedAt)
    written.pages.push(doc.wpId)
    if (doc.status === 'scheduled') await schedulePublication(payload, req, 'pages', doc.wpId, doc.publishedAt)
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
  data: Record<string, unknown>,
  updatedAt: string | undefined,
): Promise<void> {
  const published = doc.status === 'published'
  const body = { ...data, _status: published ? 'published' : 'draft' } as never
  const common = { req, overrideAccess: true, draft: !published, depth: 0, context: { disableRevalidate: true } } as const
  try {
    if (updatedAt !== undefined) await payload.update({ collection, id: doc.wpId, data: body, ...common })
    else await payload.create({ collection, data: { id: doc.wpId, ...(body as object) } as never, ...common })
  } catch (error) {
    // One line naming the item; the transaction is rolled back by the caller.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    throw new ImportError(
      `No se ha podido guardar ${collection === 'pages' ? 'la página' : 'el artículo'} ${doc.wpId} «${doc.title}»: ${reason}. No se ha importado nada.`,
    )
  }
}
