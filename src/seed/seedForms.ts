import type { Payload } from 'payload'

import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'

export const DEMO_FORM_TITLE = 'Formulario de contacto'

/** The studio's contact form (the /contacto/ page places it once the form block exists). */
export async function seedForms(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'forms',
    where: { title: { equals: DEMO_FORM_TITLE } },
    limit: 1,
    depth: 0,
  })
  const form =
    found.docs[0] ??
    (await payload.create({ collection: 'forms', data: { title: DEMO_FORM_TITLE, template: DEMO_CONTACT_TEMPLATE } }))
  return form.id
}
