import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { ADMIN_DATE_TIME_SECONDS } from '@/admin/dateFormats'
import { fieldError } from '@/fields/fieldError'

import { isAdmin } from '@/access/isAdmin'
import { env } from '@/env'
import { OUTBOX } from '@/mail/outboxLimits'
import { requeued } from '@/mail/requeued'

const nobody = () => false

const STATUS_LABELS: Record<string, string> = {
  queued: 'En cola',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Fallido',
  held: 'Retenido (spam)',
}

/** Fields only the outbox worker writes: shown to editors, never editable by them. */
const serverOnly = { access: { update: nobody }, admin: { readOnly: true } } as const
/** Recipients listed as «a@x.es, b@x.es», not as Payload's JSON. */
const TEXT_LIST_CELL = '@/fields/admin/TextListCell#TextListCell'
const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME_SECONDS } as const

/**
 * Editors change one thing here: a failed message back to "En cola", which restarts its retries.
 * Writes from the server carry no user and pass untouched. Anything else would let an editor
 * send a mail twice (a sent one requeued) or steal one from the worker mid-send.
 */
const onlyRequeue: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || data.status === undefined || data.status === originalDoc?.status)
    return data
  if (originalDoc?.status !== 'failed' || data.status !== 'queued') {
    const now = STATUS_LABELS[String(originalDoc?.status)] ?? String(originalDoc?.status)
    throw fieldError(
      req,
      'status',
      `Solo un correo «Fallido» puede volver a «En cola»; este está «${now}». Deja el estado como estaba.`,
      {
        collection: 'outbox',
      },
    )
  }
  const { nextAttemptAt, ...rest } = requeued(new Date())
  return { ...data, ...rest, nextAttemptAt: nextAttemptAt.toISOString(), leaseUntil: null }
}

const fields: Field[] = [
  { name: 'subject', label: 'Asunto', type: 'text', required: true, ...serverOnly },
  {
    name: 'status',
    label: 'Estado',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'queued',
    options: [
      { label: 'En cola', value: 'queued' },
      { label: 'Enviando', value: 'sending' },
      { label: 'Enviado', value: 'sent' },
      { label: 'Fallido', value: 'failed' },
      { label: 'Retenido (spam)', value: 'held' },
    ],
    admin: {
      position: 'sidebar',
      description: 'Para reintentar un correo fallido, cámbialo a «En cola» y guarda.',
    },
  },
  {
    name: 'attempts',
    label: 'Intentos',
    type: 'number',
    required: true,
    defaultValue: 0,
    min: 0,
    ...serverOnly,
    admin: { ...serverOnly.admin, position: 'sidebar' },
  },
  {
    name: 'nextAttemptAt',
    label: 'Próximo intento',
    type: 'date',
    required: true,
    index: true,
    ...serverOnly,
    admin: { ...serverOnly.admin, position: 'sidebar', date: dateTime },
  },
  {
    name: 'sentAt',
    label: 'Enviado el',
    type: 'date',
    ...serverOnly,
    admin: { ...serverOnly.admin, position: 'sidebar', date: dateTime },
  },
  {
    name: 'leaseUntil',
    label: 'Reservado hasta',
    type: 'date',
    ...serverOnly,
    admin: {
      ...serverOnly.admin,
      position: 'sidebar',
      date: dateTime,
      description: 'Mientras tanto, un proceso lo está enviando y ningún otro lo tocará.',
    },
  },
  { name: 'lastError', label: 'Último error', type: 'textarea', ...serverOnly },
  { name: 'smtpResponse', label: 'Respuesta del servidor', type: 'text', ...serverOnly },
  {
    name: 'to',
    label: 'Para',
    type: 'text',
    hasMany: true,
    required: true,
    ...serverOnly,
    admin: { ...serverOnly.admin, components: { Cell: TEXT_LIST_CELL } },
  },
  {
    name: 'cc',
    label: 'CC',
    type: 'text',
    hasMany: true,
    ...serverOnly,
    admin: { ...serverOnly.admin, components: { Cell: TEXT_LIST_CELL } },
  },
  {
    name: 'bcc',
    label: 'CCO',
    type: 'text',
    hasMany: true,
    ...serverOnly,
    admin: { ...serverOnly.admin, components: { Cell: TEXT_LIST_CELL } },
  },
  { name: 'from', label: 'De', type: 'text', required: true, ...serverOnly },
  { name: 'replyTo', label: 'Responder a', type: 'text', ...serverOnly },
  { name: 'text', label: 'Texto', type: 'textarea', required: true, maxLength: OUTBOX.maxTextChars, ...serverOnly },
  {
    name: 'html',
    label: 'HTML',
    type: 'code',
    maxLength: OUTBOX.maxTextChars,
    ...serverOnly,
    admin: { ...serverOnly.admin, language: 'html' },
  },
  { name: 'attachments', label: 'Adjuntos', type: 'json', ...serverOnly },
  {
    name: 'messageId',
    label: 'Identificador del mensaje',
    type: 'text',
    required: true,
    unique: true,
    ...serverOnly,
    admin: {
      ...serverOnly.admin,
      description: 'Fijado al poner el correo en cola: un reenvío tras un fallo lleva el mismo.',
    },
  },
  {
    name: 'source',
    label: 'Origen',
    type: 'group',
    ...serverOnly,
    fields: [
      {
        name: 'kind',
        label: 'Tipo',
        type: 'select',
        options: [
          { label: 'Envío de formulario', value: 'submission' },
          { label: 'Comentario', value: 'comment' },
        ],
      },
      { name: 'documentId', label: 'Identificador', type: 'text' },
    ],
  },
]

/**
 * The outbox: every mail the site sends waits here until the SMTP server takes it, is retried with
 * back-off while the server is down or slow, and stays visible when it fails for good. The server
 * creates and updates rows with overrideAccess; through the API nobody creates them and only admins delete them.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Correo saliente', plural: 'Correos salientes' },
  admin: {
    group: 'Formularios',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt'],
    listSearchableFields: ['subject', 'messageId'],
    // Evaluated when the admin is built, on the server, so it reflects this instance's SMTP_URL.
    description: () =>
      env().smtpUrl
        ? 'Correos que envía el sitio. Si el servidor de correo no responde, se reintentan solos; los fallidos pueden volver a ponerse en cola.'
        : 'SMTP_URL no está configurado: los correos se guardan aquí en cola y no se enviarán hasta que se configure y se reinicie el sitio.',
  },
  defaultSort: '-createdAt',
  // Admins may delete (a mail holds a visitor's data, as the submission does); sent ones older than
  // the retention period are deleted with the submissions (jobs/retention.ts).
  // Admins only: Payload's own mails (a password-reset link) pass through here too, and an editor
  // who could read them could take over another account.
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [onlyRequeue] },
  fields,
}
