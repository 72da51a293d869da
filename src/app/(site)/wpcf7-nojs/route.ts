import { getForm } from '@/data/forms'
import { getRequestSettings } from '@/data/globals'
import { studioFacts } from '@/forms/render'
import { escHtml } from '@/lib/html'
import { NOJS_MAX_BODY_BYTES } from '@/lib/formLimits'
import { fetchOwnPage } from '@/lib/http/fetchOwnPage'
import { feedbackContext } from '@/forms/server/feedbackContext'
import { fieldBaseName } from '@/forms/server/fieldBaseName'
import { handleFeedback } from '@/forms/server/handleFeedback'
import { NOJS_PATH_HEADER } from '@/forms/server/noJsPost'
import { parseMultipart, PostRejected, type ParsedPost } from '@/lib/http/parseMultipart'
import { parseUrlEncoded } from '@/forms/server/parseUrlEncoded'
import { formMarkers, renderFormHtml } from '@/blocks/ContactForm/renderFormHtml'
import { parseFormId } from '@/forms/server/restError'
import { sanitizeUnitTag } from '@/forms/server/unitTag'

const page = (html: string, status = 200) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

const problem = (message: string, back: string, status: number) =>
  page(
    `<!doctype html><html lang="es"><meta charset="utf-8"><title>No se ha podido enviar</title><main><h1>No se ha podido enviar el formulario</h1><p>${escHtml(message)}</p><p><a href="${escHtml(back)}">Volver</a></p></main></html>`,
    status,
  )

/**
 * A contact form posted without JavaScript (the proxy sends here any form post to a page). It runs
 * the same pipeline as the REST endpoint, then answers with the page itself — its prerendered HTML,
 * fetched over loopback (lib/http/fetchOwnPage) — in which the posted form is drawn again with its outcome: the message,
 * the tips beside invalid fields and, unless it was sent, what the visitor typed.
 */
export async function POST(request: Request) {
  const path = request.headers.get(NOJS_PATH_HEADER) ?? '/'
  const back = /^\/(?!\/)[^\s"<>]*$/.test(path) ? path : '/'
  const type = request.headers.get('content-type') ?? ''

  let post: ParsedPost
  try {
    post = /^multipart\/form-data/i.test(type) ? await parseMultipart(request) : await parseUrlEncoded(request)
  } catch (error) {
    if (error instanceof PostRejected && error.status === 413)
      return problem('El envío es demasiado grande. Reduce el tamaño de los archivos e inténtalo de nuevo.', back, 413)
    // Without JavaScript the post goes through the proxy, which keeps only NOJS_MAX_BODY_BYTES of it.
    return problem(
      `No se ha podido leer el envío. Sin JavaScript los archivos adjuntos no pueden pasar de ${NOJS_MAX_BODY_BYTES / (1024 * 1024)} MB en total: activa JavaScript o redúcelos e inténtalo de nuevo.`,
      back,
      400,
    )
  }
  try {
    const value = (name: string) => post.fields.findLast(([k]) => k === name)?.[1]
    const id = parseFormId(value('_wpcf7') ?? '')
    const form = id === null ? null : await getForm(id)
    const unitTag = sanitizeUnitTag(value('_wpcf7_unit_tag'))
    if (!form || !unitTag) return problem('Este formulario ya no existe.', back, 404)

    const { input, deps } = await feedbackContext(request, form, post, unitTag, 'nojs')
    const result = await handleFeedback(input, deps)

    const original = await fetchOwnPage(back)
    const html = original?.status === 200 ? original.html : ''
    const [open, close] = formMarkers(unitTag)
    const start = html.indexOf(open)
    const end = html.indexOf(close, start)
    if (start < 0 || end < 0) return problem(result.message, back, 200)

    const sent = result.status === 'mail_sent'
    // Keyed by what the visitor posted: no prototype, so a field named `constructor` is just a name.
    const values: Record<string, string[]> = Object.create(null)
    if (!sent)
      for (const [key, v] of post.fields) {
        const name = fieldBaseName(key)
        if (!key.startsWith('_')) (values[name] = Object.hasOwn(values, name) ? values[name]! : []).push(v)
      }
    const { html: form2 } = renderFormHtml(form, {
      containerPostId: Number(value('_wpcf7_container_post')) || 0,
      path: back,
      n: 0,
      unitTag,
      studio: studioFacts(await getRequestSettings()),
      outcome: {
        unitTag,
        status: result.status,
        message: result.message,
        values,
        invalidFields: result.invalid_fields.map(({ field, message }) => ({ field, message })),
        postedDataHash: result.posted_data_hash,
      },
    })
    return page(html.slice(0, start) + form2 + html.slice(end + close.length))
  } finally {
    await post.cleanup()
  }
}
