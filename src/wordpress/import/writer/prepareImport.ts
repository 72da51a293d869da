import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import { allocateIds, type IdKind, type IdMap } from './allocateIds'
import { type DemoLeftovers, demoLeftovers } from './demoLeftovers'
import { type Conflicts, findConflicts } from './findConflicts'
import { type PreviousImport, previousImport } from './previousImport'

export type Prepared = {
  previous: PreviousImport | null
  demo: DemoLeftovers
  ids: IdMap
  conflicts: Conflicts
  notes: string[]
}

const ID_NAMES: Record<IdKind, string> = {
  posts: 'artículos',
  pages: 'páginas',
  media: 'fotos',
  forms: 'formularios',
  comments: 'comentarios',
}

/**
 * Everything decided before the import writes, by reading only (the dry run shows it as it is):
 * the earlier run of this export, the demo content the owner never touched (removed first), the
 * Revela id of every item, and the addresses the studio's own content already answers at.
 */
export async function prepareImport(
  payload: Payload,
  req: PayloadRequest | undefined,
  plan: ImportPlan,
): Promise<Prepared> {
  const previous = await previousImport(payload, plan.site.url)
  const demo = await demoLeftovers(payload, req, plan)
  const freed = (list: { id: number }[]) => new Set(list.map((d) => d.id))
  const ids = await allocateIds(payload, req, plan, previous, {
    posts: freed(demo.posts),
    pages: freed(demo.pages),
    media: freed(demo.media),
    forms: freed(demo.forms),
    comments: new Set(demo.comments),
  })
  const conflicts = await findConflicts(payload, req, plan, ids, { pages: freed(demo.pages), posts: freed(demo.posts) })
  const notes: string[] = []
  const titles = new Map(plan.forms.map((f) => [f.wpId, String(f.data.title)]))
  for (const [wpId, id] of ids.moved('forms'))
    notes.push(
      `El formulario «${titles.get(wpId)}» tenía el id ${wpId}, que ya es de un formulario tuyo: en Revela es el ${id} (la dirección /wp-json/contact-form-7/v1/contact-forms/${wpId}/… sigue siendo del tuyo).`,
    )
  const others = (['posts', 'pages', 'media', 'comments'] as const)
    .map((k) => [k, ids.moved(k).length] as const)
    .filter(([, n]) => n > 0)
  if (others.length)
    notes.push(
      `Algunos elementos tenían en WordPress un id que ya usaba tu contenido (${others.map(([k, n]) => `${n} ${ID_NAMES[k]}`).join(', ')}): reciben otro en Revela, sin tocar lo tuyo, y sus direcciones antiguas (/?p=…, /?page_id=…, #comment-…) siguen llevando a ellos.`,
    )
  return { previous, demo, ids, conflicts, notes }
}
