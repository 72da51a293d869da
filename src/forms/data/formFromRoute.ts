import 'server-only'

import { getForm } from '@/data/forms'
import type { Form } from '@/payload-types'

import { formNotFound, noRoute, parseFormId } from '../server/restError'

/**
 * The form of a `contact-forms/{id}/…` route, or the answer WordPress gives when there is none:
 * `rest_no_route` for an id that is not digits (CF7's route pattern), `wpcf7_not_found` otherwise.
 */
export async function formFromRoute(params: Promise<{ id: string }>): Promise<Form | Response> {
  const id = parseFormId((await params).id)
  if (id === null) return noRoute()
  return (await getForm(id)) ?? formNotFound()
}
