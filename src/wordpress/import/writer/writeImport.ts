import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { syncIdSequences } from '@/db/syncIdSequences'
import type { LegacyBases } from '@/lib/legacyTaxonomyPath'
import { env } from '@/env'
import { removeStoredFiles } from '@/storage/removeStoredFiles'

import { ImportError } from '../core/importError'
import type { ImportPlan, PlannedItem } from '../core/plan/planImport'
import { findConflicts, type Kind } from './findConflicts'
import type { WritePolicy } from './policy'
import { replaceDemo } from './replaceDemo'
import { siteState, type Written } from './siteState'
import { writeDocs } from './writeDocs'
import { writeForms } from './writeForms'
import { writeGlobals } from './writeGlobals'
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

export type WriteResult = { replacedDemo: boolean; conflicts: string[]; kept: string[]; written: Written; importId: number }

/** Raised before anything is written when the export's ids or addresses are taken. */
export class ImportConflictError extends ImportError {
  constructor(public readonly conflicts: string[]) {
    super(
      `La importación se detiene sin escribir nada: ${conflicts.length} conflicto${conflicts.length === 1 ? '' : 's'} con contenido de Revela (usa --on-conflict=skip para saltarlos o --on-conflict=update para sobrescribirlos).`,
    )
  }
}

/**
 * Stores a planned import (its items converted as they are read) in one transaction: all of it or, on any error, none
 * (files already stored are removed again). On a site that holds only the untouched demo studio,
 * the demo is replaced; otherwise ids and addresses taken by the studio's own content stop the
 * import before it writes (or are skipped or overwritten, as asked), and what an earlier import of
 * the same site wrote is updated in place, keeping an editor's later changes unless told otherwise.
 */
export async function writeImport(payload: Payload, plan: ImportPlan, items: AsyncIterable<PlannedItem>, options: WriteOptions): Promise<WriteResult> {
  const progress = options.progress ?? (() => {})
  const state = await siteState(payload, plan.site.url)
  const conflicts = state.demoOnly ? { lines: [], ids: new Map<Kind, Set<number>>(), addresses: new Set<number>() } : await findConflicts(payload, plan, state)
  if (conflicts.lines.length && options.onConflict === 'stop') throw new ImportConflictError(conflicts.lines)

  const req = await createLocalReq({ context: { disableRevalidate: true, importing: true } }, payload)
  await initTransaction(req)
  const stored: string[] = []
  const kept: string[] = []
  let demoFiles: string[] = []
  let committed = false
  try {
    if (state.demoOnly) demoFiles = await replaceDemo(payload, req, plan)
    const policy: WritePolicy = {
      decide: (kind, id, updatedAt, label) => {
        // Another document answers at its address: overwriting would not free it, so it is skipped.
        if ((kind === 'posts' || kind === 'pages') && conflicts.addresses.has(id)) return 'skip'
        if (conflicts.ids.get(kind)?.has(id)) return options.onConflict === 'update' ? 'write' : 'skip'
        if (!updatedAt || !state.previous?.written[kind]?.includes(id)) return 'write'
        const editedSince = Date.parse(updatedAt) > Date.parse(state.previous.finishedAt)
        if (editedSince && options.onConflict !== 'update') {
          kept.push(`${label}: se conservan los cambios hechos en Revela desde la última importación.`)
          return 'skip'
        }
        return 'write'
      },
    }
    const written: Written = {}
    const taxonomy = await writeTaxonomy(payload, req, plan, written, progress)
    written.media = await writeMedia(payload, req, plan, options.mediaFiles, policy, stored, progress)
    written.forms = await writeForms(payload, req, plan, policy)
    const docs = await writeDocs(payload, req, plan, items, taxonomy, policy, progress)
    written.pages = docs.pages
    written.posts = docs.posts
    written.comments = docs.comments
    await writeGlobals(payload, req, plan, options.taxonomyBases)
    const data = {
      source: plan.site.url,
      status: 'done',
      finishedAt: new Date().toISOString(),
      report: { ...plan.report, kept, replacedDemo: state.demoOnly },
      written,
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
      demoFiles.filter((file) => !taken.has(file)),
    )
    return { replacedDemo: state.demoOnly, conflicts: conflicts.lines, kept, written, importId: record.id as number }
  } catch (error) {
    if (!committed) {
      await killTransaction(req)
      await removeStoredFiles(env(), stored)
    }
    throw error
  }
}
