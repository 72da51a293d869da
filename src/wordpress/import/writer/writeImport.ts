import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { syncIdSequences } from '@/db/syncIdSequences'
import type { LegacyBases } from '@/addresses/legacyTaxonomyPath'
import { env } from '@/env'
import { removeStoredFiles } from '@/storage/removeStoredFiles'

import { ImportError } from '../core/importError'
import type { ImportPlan, PlannedItem } from '../core/plan/planImport'
import { tagAliases } from '../core/plan/tagAliases'
import { relationFields } from '@/references/server/relationFields'

import { freeAddress } from './freeAddress'
import type { WritePolicy } from './policy'
import { prepareImport } from './prepareImport'
import type { Written } from './previousImport'
import { type Replaced, replaceDemo } from './replaceDemo'
import { writeDocs } from './writeDocs'
import { writeForms } from './writeForms'
import { type Stored, writeGlobals } from './writeGlobals'
import { writeMedia } from './writeMedia'
import { writeTaxonomy } from './writeTaxonomy'

export type OnConflict = 'stop' | 'skip' | 'update'

export type Progress = (phase: string, done: number, total: number) => void

export type WriteOptions = {
  onConflict: OnConflict
  /** The local file holding each attachment's bytes, by WordPress id. */
  mediaFiles: Map<number, string>
  progress?: Progress
  /** The run's record when the admin made it beforehand (to follow its progress); else one is created. */
  recordId?: number
  /** The old site's category and tag bases, kept in the site's settings so their addresses still lead somewhere. */
  taxonomyBases?: LegacyBases
}

export type WriteResult = {
  replacedDemo: boolean
  conflicts: string[]
  kept: string[]
  written: Written
  importId: number
}

/** Raised before anything is written when the studio's own content answers at addresses of the export. */
export class ImportConflictError extends ImportError {
  constructor(public readonly conflicts: string[]) {
    super(
      `La importación se detiene sin escribir nada: ${conflicts.length} dirección${conflicts.length === 1 ? '' : 'es'} de la exportación ya ${conflicts.length === 1 ? 'es' : 'son'} de tu contenido (usa --on-conflict=skip para saltar esos elementos o --on-conflict=update para importarlos en otra dirección; lo tuyo no se toca).`,
    )
  }
}

/**
 * Stores a planned import (its items converted as they are read) in one transaction: all of it or,
 * on any error, none (files already stored are removed again). Nothing of the studio's own is
 * overwritten, whatever the ids: the demo's untouched content is removed first; every item of the
 * export keeps its WordPress id (`wordpressId`) and gets a Revela id of its own where the studio's
 * content holds that one; what an earlier run of this export wrote is updated in place, keeping an
 * editor's later changes unless told `update`; an address the studio's content answers at stops
 * the import before it writes (`stop`), or its item is skipped (`skip`, its child pages climb to the
 * nearest imported ancestor) or imported at a free address (`update`).
 */
export async function writeImport(
  payload: Payload,
  plan: ImportPlan,
  items: AsyncIterable<PlannedItem>,
  options: WriteOptions,
): Promise<WriteResult> {
  const progress = options.progress ?? (() => {})
  progress('Comprobando tu contenido', 0, 1)
  const req = await createLocalReq({ context: { disableRevalidate: true, importing: true } }, payload)
  const { previous, demo, ids, conflicts, notes } = await prepareImport(payload, undefined, plan)
  if (conflicts.lines.length && options.onConflict === 'stop') throw new ImportConflictError(conflicts.lines)
  plan.report.notes.push(...notes)

  await initTransaction(req)
  const stored: string[] = []
  const kept: string[] = []
  let replaced: Replaced = { files: [], links: { header: [], footer: [] } }
  let committed = false
  try {
    replaced = await replaceDemo(payload, req, plan, demo)
    const policy: WritePolicy = {
      decide: (kind, wpId, updatedAt, label) => {
        // Another document answers at its address: skipped, or (update) given a free one.
        if ((kind === 'posts' || kind === 'pages') && conflicts.addresses.has(wpId) && options.onConflict !== 'update')
          return 'skip'
        if (updatedAt === undefined || !previous) return 'write'
        const editedSince = Date.parse(updatedAt) > Date.parse(previous.finishedAt)
        if (editedSince && options.onConflict !== 'update') {
          kept.push(`${label}: se conservan los cambios hechos en Revela desde la última importación.`)
          return 'skip'
        }
        return 'write'
      },
    }
    const written: Written = {}
    const taxonomy = await writeTaxonomy(
      payload,
      req,
      plan,
      written,
      new Set(previous?.written.categories ?? []),
      progress,
    )
    written.media = await writeMedia(payload, req, plan, options.mediaFiles, ids, policy, stored, progress)
    written.forms = await writeForms(payload, req, plan, ids, policy)
    const addresses = new Set([...conflicts.slugs, ...(options.onConflict === 'update' ? conflicts.addresses : [])])
    const docs = await writeDocs(payload, req, plan, items, taxonomy, {
      ids,
      policy,
      fields: relationFields(payload),
      freeAddress: freeAddress(payload, req, addresses, plan.report.notes),
      progress,
    })
    written.pages = docs.pages
    written.posts = docs.posts
    written.comments = docs.comments
    const present = { pages: new Set(docs.pages), posts: new Set(docs.posts) }
    const storedDoc: Stored = (kind, wpId) => {
      const slot = ids.slot(kind, wpId)
      if (present[kind].has(slot.id) || slot.updatedAt !== undefined) return slot.id
      // Left out because the studio's own item answers at its address: a menu entry leads there.
      const holder = conflicts.holders.get(wpId)
      return holder?.kind === kind ? holder.id : null
    }
    await writeGlobals(payload, req, plan, storedDoc, demo, replaced.links, options.taxonomyBases)
    const data = {
      source: plan.site.url,
      status: 'done',
      finishedAt: new Date().toISOString(),
      report: { ...plan.report, conflicts: conflicts.lines, kept, replacedDemo: demo.everything },
      written,
      tagSlugs: tagAliases(plan.tags),
    } as const
    const record = options.recordId
      ? await payload.update({ collection: 'wordpress-imports', id: options.recordId, data, req, overrideAccess: true })
      : await payload.create({ collection: 'wordpress-imports', data, req, overrideAccess: true })
    await commitTransaction(req)
    committed = true
    // After the commit: the highest ids are only visible to other connections once it is stored.
    await syncIdSequences(payload, ['pages', 'posts', 'media', 'forms', 'comments', 'categories', 'authors'])
    // The demo's photographs leave the disk (or the bucket) only once the import that replaced them
    // is stored; not a name an imported file has taken since.
    const taken = new Set(stored)
    await removeStoredFiles(
      env(),
      replaced.files.filter((file) => !taken.has(file)),
    )
    return { replacedDemo: demo.everything, conflicts: conflicts.lines, kept, written, importId: record.id as number }
  } catch (error) {
    if (!committed) {
      await killTransaction(req)
      await removeStoredFiles(env(), stored)
    }
    throw error
  }
}
