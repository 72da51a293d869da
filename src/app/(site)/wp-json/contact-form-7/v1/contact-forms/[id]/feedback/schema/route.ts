import { payloadClient } from '@/data/payload'
import { formSchema } from '@/forms/server/formSchema'
import { restError } from '@/forms/server/restError'

type Params = { params: Promise<{ id: string }> }

/** GET contact-forms/{id}/feedback/schema: the form's SWV schema, which the browser validates with. */
export async function GET(_request: Request, { params }: Params) {
  const raw = (await params).id
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  const notFound = () => restError(404, 'wpcf7_not_found', 'No se ha encontrado el formulario de contacto solicitado.')
  if (!Number.isSafeInteger(id)) return notFound()
  const payload = await payloadClient()
  const form = await payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!form) return notFound()
  return Response.json(formSchema(form.template), { headers: { 'Cache-Control': 'no-cache' } })
}
