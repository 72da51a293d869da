import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import type { IdMap } from './allocateIds'
import type { WritePolicy } from './policy'

/**
 * The Contact Form 7 forms, under their WordPress ids where those are free so their REST addresses
 * keep working; a form whose id the studio's own form holds gets another one (the report says which).
 */
export async function writeForms(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  ids: IdMap,
  policy: WritePolicy,
): Promise<number[]> {
  const written: number[] = []
  for (const form of plan.forms) {
    const { id, updatedAt } = ids.slot('forms', form.wpId)
    if (policy.decide('forms', form.wpId, updatedAt, `El formulario «${String(form.data.title)}»`) === 'skip') continue
    const data = { ...form.data, wordpressId: form.wpId }
    if (updatedAt !== undefined)
      await payload.update({ collection: 'forms', id, data: data as never, depth: 0, req, overrideAccess: true })
    else
      await payload.create({ collection: 'forms', data: { id, ...data } as never, depth: 0, req, overrideAccess: true })
    written.push(id)
  }
  return written
}
