import { answerOutage } from '@/db/answerOutage'
import { formsUnavailable } from '@/forms/server/restError'
import { formFromRoute } from '@/forms/data/formFromRoute'
import { refillResponse } from '@/forms/server/refillResponse'

type Params = { params: Promise<{ id: string }> }

/** GET contact-forms/{id}/refill: new quiz questions (and CAPTCHA images) after a reset. */
export const GET = answerOutage(async (_request: Request, { params }: Params) => {
  const form = await formFromRoute(params)
  if (form instanceof Response) return form
  return Response.json(refillResponse(form.template), { headers: { 'Cache-Control': 'no-store' } })
}, formsUnavailable)
