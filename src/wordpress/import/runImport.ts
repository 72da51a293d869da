import type { Payload } from 'payload'

import { planImport } from './core/plan/planImport'
import { planMedia } from './core/plan/planMedia'
import { emptyReport, type ImportReport } from './core/plan/report'
import { readWxr } from './core/wxr/readWxr'
import { type MediaSource, noMediaSource } from './media/mediaSource'
import { findConflicts } from './writer/findConflicts'
import { siteState } from './writer/siteState'
import { type OnConflict, type Progress, writeImport, type WriteResult } from './writer/writeImport'

export type RunOptions = {
  /** The export, as a stream of text. */
  source: AsyncIterable<string | Buffer>
  /** Its size in bytes, for the reading progress. */
  size?: number
  media?: MediaSource
  dryRun?: boolean
  onConflict?: OnConflict
  progress?: Progress
  /** The admin's record of this run, which the writer marks done inside its transaction. */
  recordId?: number
}

export type RunResult = { report: ImportReport & { conflicts: string[]; replacesDemo?: boolean; kept?: string[] }; result: WriteResult | null }

/** How many files are fetched at once from the old site or the uploads copy. */
const MEDIA_CONCURRENCY = 4

/**
 * The whole import, as the CLI and the admin run it: read the export (streaming), find each
 * attachment's file, plan, then — unless it is a dry run, which only reports, conflicts included —
 * write everything in one transaction.
 */
export async function runImport(payload: Payload, options: RunOptions): Promise<RunResult> {
  const progress = options.progress ?? (() => {})
  const media = options.media ?? noMediaSource
  const wxr = await readWxr(options.source, (bytes, items) => progress('Leyendo la exportación', options.size ? Math.min(bytes, options.size) : items, options.size ?? 0))
  const siteUrl = wxr.site.baseBlogUrl || wxr.site.link || wxr.site.baseSiteUrl
  const wanted = planMedia(wxr.items.filter((i) => i.type === 'attachment'), siteUrl, emptyReport())
  const files = new Map<number, string>()
  let done = 0
  const queue = [...wanted]
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      const file = await media.fetch(m.file)
      if (file) files.set(m.wpId, file)
      progress(`Archivos de medios (${media.describe})`, ++done, wanted.length)
    }
  }
  if (wanted.length && media !== noMediaSource) await Promise.all(Array.from({ length: MEDIA_CONCURRENCY }, worker))
  try {
    const plan = planImport(wxr, { available: new Set(files.keys()) })
    if (options.dryRun) {
      const state = await siteState(payload, plan.site.url)
      const conflicts = state.demoOnly ? [] : (await findConflicts(payload, plan, state)).lines
      return { report: { ...plan.report, conflicts, replacesDemo: state.demoOnly }, result: null }
    }
    const result = await writeImport(payload, plan, { onConflict: options.onConflict ?? 'stop', mediaFiles: files, progress, recordId: options.recordId })
    return { report: { ...plan.report, conflicts: result.conflicts, replacesDemo: result.replacedDemo, kept: result.kept }, result }
  } finally {
    await media.cleanup()
  }
}
