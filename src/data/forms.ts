import 'server-only'

import type { Form } from '@/payload-types'
import { cacheTags } from '@/revalidation/cacheTags'
import { tagRender } from '@/revalidation/tagRender'

import { payloadClient } from '@/db/payloadClient'

/** A contact form by id, for rendering and for handling a post; null when there is none. */
export async function getForm(id: number): Promise<Form | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const payload = await payloadClient()
  await tagRender(cacheTags.form(id))
  return payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true })
}
