import type { Payload, PayloadRequest } from 'payload'

import type { ImportPlan } from '../core/plan/planImport'
import { existingDocs } from './existingDocs'
import type { WritePolicy } from './policy'

/** The Contact Form 7 forms under their WordPress ids, so their REST addresses keep working. */
export async function writeForms(payload: Payload, req: PayloadRequest, plan: ImportPlan, policy: WritePolicy): Promise<number[]> {
  const ids: number[] = []
  const existing = await existingDocs(
    payload,
    req,
    'forms',
    plan.forms.map((f) => f.wpId),
  )
  for (const form of plan.forms) {
    const updatedAt = existing.get(form.wpId)
    if (policy.decide('forms', form.wpId, updatedAt, `Formulario ${form.wpId}`) === 'skip') continue
    if (updatedAt !== undefined) await payload.update({ collection: 'forms', id: form.wpId, data: form.data as never, depth: 0, req, overrideAccess: true })
    else await payload.create({ collection: 'forms', data: { id: form.wpId, ...form.data } as never, depth: 0, req, overrideAccess: true })
    ids.push(form.wpId)
  }
  return ids
}
