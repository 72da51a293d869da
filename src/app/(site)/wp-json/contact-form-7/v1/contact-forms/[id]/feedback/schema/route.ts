import { answerOutage } from '@/db/answerOutage'
import { formsUnavailable } from '@/forms/server/restError'
import { formFromRoute } from '@/forms/data/formFromRoute'
import { formSchema, messageOverrides } from '@/forms/server/formSchema'

type Params = { params: Promise<{ id: string }> }

/** GET contact-forms/{id}/feedback/schema: the form's SWV schema, which the browser validates with. */
export const GET = answerOutage(async (_request: Request, { params }: Params) => {
  const form = await formFromRoute(params)
  if (form instanceof Response) return form
  return Response.json(formSchema(form.template, 'es_ES', messageOverrides(form.messages)), {
    headers: { 'Cache-Control': 'no-cache' },
  })
}, formsUnavailable)
