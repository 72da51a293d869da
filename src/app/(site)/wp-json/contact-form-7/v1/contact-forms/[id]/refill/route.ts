import { getForm } from '@/data/forms'
import { refillResponse } from '@/forms/server/refillResponse'
import { formNotFound, noRoute, parseFormId } from '@/forms/server/restError'

type Params = { params: Promise<{ id: string }> }

/** GET contact-forms/{id}/refill: new quiz questions (and CAPTCHA images) after a reset. */
export async function GET(_request: Request, { params }: Params) {
  const id = parseFormId((await params).id)
  if (id === null) return noRoute()
  const form = await getForm(id)
  if (!form) return formNotFound()
  return Response.json(refillResponse(form.template), { headers: { 'Cache-Control': 'no-store' } })
}
