import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import type { IdMap } from './allocateIds'
import type { WritePolicy } from './policy'
import type { Progress } from './writeImport'

/**
 * Each attachment whose file was found, keeping its WordPress id and file name, in its YYYY/MM
 * folder (so /wp-content/uploads/2024/03/foto.jpg answers as before), with alt text, title and
 * caption; sharp makes Revela's web sizes. An attachment this export brought before is updated
 * without copying its file again; any other is a new photo with its own file, never a row of the
 * studio's that happens to have its id (allocateIds). The names of the files stored (original and sizes, on disk or in the
 * bucket) are listed in `stored`, to be removed if the import fails.
 */
export async function writeMedia(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  files: Map<number, string>,
  ids: IdMap,
  policy: WritePolicy,
  stored: string[],
  progress: Progress,
): Promise<number[]> {
  const written: number[] = []
  let done = 0
  for (const m of plan.media) {
    progress('Medios', done++, plan.media.length)
    const file = files.get(m.wpId)
    if (!file) continue
    const { id, updatedAt } = ids.slot('media', m.wpId)
    if (policy.decide('media', m.wpId, updatedAt, `La foto ${m.filename}`) === 'skip') continue
    const data = {
      alt: m.alt || m.title || m.filename.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' '),
      title: m.title || undefined,
      description: m.caption || m.description || undefined,
      folder: m.folder,
      otherNames: m.otherNames,
      wordpressId: m.wpId,
    }
    if (!m.alt)
      plan.report.notes.push(
        `La imagen ${m.file} no tenía texto alternativo; se usa «${data.alt}»: revísalo en Medios.`,
      )
    if (updatedAt !== undefined) {
      await payload.update({
        collection: 'media',
        id,
        data,
        depth: 0,
        req,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    } else {
      const doc = await payload.create({
        collection: 'media',
        data: { id, ...data } as never,
        filePath: file,
        depth: 0,
        req,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      if (doc.filename !== m.filename) {
        plan.report.notes.push(
          `Ya había un archivo llamado ${m.filename}; la imagen ${m.file} se guarda como ${doc.filename} y su dirección antigua lleva a la nueva.`,
        )
        await payload.update({
          collection: 'media',
          id,
          data: { otherNames: [...m.otherNames, m.filename] },
          req,
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      }
      stored.push(doc.filename as string)
      for (const size of Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null }>))
        if (size?.filename) stored.push(size.filename)
    }
    written.push(id)
  }
  progress('Medios', plan.media.length, plan.media.length)
  return written
}
