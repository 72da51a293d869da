import type { Payload } from 'payload'

import type { LegacyBases } from '@/addresses/legacyTaxonomyPath'
import { reconcileAllReferences } from '@/references/server/referenceIndex'
import { reconcileAll } from '@/search/server/searchIndex'

import { planIndex } from './core/plan/planIndex'
import type { PlannedItem } from './core/plan/planImport'
import { planMedia } from './core/plan/planMedia'
import { emptyReport, type ImportReport } from './core/plan/report'
import { emptySite } from './core/wxr/fields'
import { readWxr, readWxrItems } from './core/wxr/readWxr'
import { type MediaSource, noMediaSource } from './media/mediaSource'
import { prepareImport } from './writer/prepareImport'
import { type OnConflict, type Progress, writeImport, type WriteResult } from './writer/writeImport'

export type RunOptions = {
  /** Opens the export as a stream of text: it is read twice (see runImport). */
  open: () => AsyncIterable<string | Buffer>
  /** Its size in bytes, for the reading progress. */
  size?: number
  media?: MediaSource
  dryRun?: boolean
  onConflict?: OnConflict
  progress?: Progress
  /** The admin's record of this run, which the writer marks done inside its transaction. */
  recordId?: number
  /** The old site's category and tag bases, when not WordPress's own (the export does not say). */
  taxonomyBases?: LegacyBases
}

export type RunResult = {
  report: ImportReport & { conflicts: string[]; replacesDemo?: boolean; kept?: string[] }
  result: WriteResult | null
}

/** How many files are fetched at once from the old site or the uploads copy. */
const MEDIA_CONCURRENCY = 4

/**
 * The whole import, as the CLI and the admin run it, in two readings of the export (streaming),
 * so that an export of thousands of articles never sits whole in memory: the first, light, checks
 * the whole file and plans all but the content (site, terms, media, forms, menus, which ids and
 * addresses it will take); each attachment's file is then found; the second reading converts each
 * post and page as it comes and — unless it is a dry run, which only reports, conflicts included —
 * stores it, all in one transaction. `payload` is null only for a dry run against a database that
 * does not exist yet.
 */
export async function runImport(payload: Payload | null, options: RunOptions): Promise<RunResult> {
  if (!payload && !options.dryRun) throw new Error('runImport: sin base de datos solo se puede simular.')
  const progress = options.progress ?? (() => {})
  const media = options.media ?? noMediaSource
  const reading = (phase: string) => (bytes: number, items: number) =>
    progress(phase, options.size ? Math.min(bytes, options.size) : items, options.size ?? 0)
  let index: Awaited<ReturnType<typeof readWxr>> | null = await readWxr(
    options.open(),
    reading('Leyendo la exportación'),
    { light: true },
  )
  const siteUrl = index.site.baseBlogUrl || index.site.link || index.site.baseSiteUrl
  const wanted = planMedia(
    index.items.filter((i) => i.type === 'attachment'),
    siteUrl,
    emptyReport(),
  )
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
    const { plan, planItem } = planIndex(index.site, index.items, { available: new Set(files.keys()) })
    index = null
    if (!options.taxonomyBases && (plan.categories.length || plan.tags.length)) {
      plan.report.notes.push(
        'Las categorías y etiquetas responden en /category/… y /tag/…, como en WordPress por defecto. Si tu WordPress usaba otras bases (Ajustes → Enlaces permanentes, p. ej. /categoria/), indícalas en Ajustes del sitio → WordPress y las direcciones antiguas llevarán a las nuevas.',
      )
    }
    const open = options.open
    async function* items(): AsyncGenerator<PlannedItem> {
      for await (const item of readWxrItems(open(), emptySite())) {
        const planned = planItem(item)
        if (planned) yield planned
      }
    }
    if (options.dryRun || !payload) {
      // Without a database yet (a dry run writes nothing, so it does not create one) the import
      // would meet an empty site: nothing to replace, nothing in conflict.
      const prepared = payload ? await prepareImport(payload, undefined, plan) : null
      plan.report.notes.push(...(prepared?.notes ?? []))
      // The content is converted as the import would, for what the report says it cannot convert.
      let converted = 0
      for await (const _ of items()) progress('Convirtiendo el contenido', ++converted, plan.docs.length)
      return {
        report: {
          ...plan.report,
          conflicts: prepared?.conflicts.lines ?? [],
          replacesDemo: prepared?.demo.everything ?? false,
        },
        result: null,
      }
    }
    const result = await writeImport(payload, plan, items(), {
      onConflict: options.onConflict ?? 'stop',
      mediaFiles: files,
      progress,
      recordId: options.recordId,
      taxonomyBases: options.taxonomyBases,
    })
    // The articles went in as rows, past the hooks that index them: the search knows them now.
    const published = plan.docs.filter((d) => d.status === 'published').length
    await reconcileAll(payload, (indexed) => progress('Índice de búsqueda', Math.min(indexed, published), published))
    // And where each document is used, which the admin's warnings read (references/server/referenceIndex).
    const written = plan.docs.length
    await reconcileAllReferences(payload, (indexed) =>
      progress('Índice de referencias', Math.min(indexed, written), written),
    )
    return {
      report: { ...plan.report, conflicts: result.conflicts, replacesDemo: result.replacedDemo, kept: result.kept },
      result,
    }
  } finally {
    await media.cleanup()
  }
}
