import { getForm } from '@/data/forms'
import { formSchema, messageOverrides } from '@/forms/server/formSchema'
import { formNotFound, noRoute, parseFormId } from '@/forms/server/restError'

type Params = { params: Promise<{ id: string }> }

/** GET contact-forms/{id}/feedback/schema: the form's SWV schema, which the browser validates with. */
export async function GET(_request: Request, { params }: Params) {
  const id = parseFormId((await params).id)
  if (id === null) return noRoute()
  const form = await getForm(id)
  if (!form) return formNotFound()
  return Response.json(formSchema(form.template, 'es_ES', messageOverrides(form.messages)), {
    headers: { 'Cache-Control': 'no-cache' },
  })
}
