import type { UIFieldServerProps } from 'payload'

import { messageEntries } from '@/forms/inbox/messageEntries'
import { replyMailto } from '@/forms/inbox/replyMailto'
import { fieldLabels, fieldTypes } from '@/forms/template/fieldLabels'
import { errorMessage } from '@/lib/errorMessage'
import { readableDateTime } from '@/lib/localDateTime'
import { siteSettings } from '@/settings/siteSettings'

const SUBJECT = /subject|asunto/i

/**
 * The message as the studio reads it, at the top of a received message: each field under the label
 * the form shows (Nombre, Teléfono…), and «Responder», which opens the studio's mail program with a
 * reply to the sender.
 */
export async function MessageFields({ data, payload, req }: UIFieldServerProps) {
  if (!data?.id) return null
  const formId = typeof data.form === 'object' && data.form ? data.form.id : data.form
  const form = formId
    ? await payload.findByID({
        collection: 'forms',
        id: formId,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { title: true, template: true },
      })
    : null
  const template = form?.template ?? ''
  const types = fieldTypes(template)
  const entries = messageEntries(data.fields, { labels: fieldLabels(template), types })
  const settings = await siteSettings(payload).catch((error: unknown) => {
    payload.logger.warn(
      `No se han podido leer los ajustes del sitio para el enlace de respuesta de un mensaje: ${errorMessage(error)}`,
    )
    return null
  })
  const subjectEntry = entries.find((e) => SUBJECT.test(e.name))
  const reply = replyMailto({
    to: String(data.email ?? ''),
    name: data.name,
    subject: subjectEntry?.value,
    studioName: settings?.studioName || 'el estudio',
    sentAt: data.createdAt,
    // The privacy box ticked is for the studio's records, not for the reply's quote.
    entries: entries.filter((e) => types.get(e.name) !== 'acceptance'),
  })

  return (
    <section className="revela-message" aria-labelledby="revela-message-title">
      <div className="revela-message__head">
        <h2 id="revela-message-title">Mensaje</h2>
        <p className="revela-message__meta">
          {form?.title ? <>Enviado con «{form.title}» el </> : <>Recibido el </>}
          {readableDateTime(data.createdAt)}
        </p>
        {reply ? (
          <a className="btn btn--style-primary btn--size-medium revela-message__reply" href={reply}>
            Responder
          </a>
        ) : (
          <p className="revela-message__meta">El remitente no dejó un correo al que responder.</p>
        )}
      </div>
      {entries.length > 0 ? (
        <dl className="revela-message__fields">
          {entries.map((entry) => (
            <div key={entry.name}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>El mensaje llegó sin ningún campo rellenado.</p>
      )}
    </section>
  )
}
