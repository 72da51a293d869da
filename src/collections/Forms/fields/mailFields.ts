import type { Field } from 'payload'

/** What a mail (the studio's notice, or the auto-reply) starts with in a new form. */
export interface MailDefaults {
  recipient: string
  sender: string
  subject: string
  body: string
  additionalHeaders: string
}

const TAGS_HELP =
  'Admite etiquetas de campo como [your-name] y etiquetas especiales: [_site_title], [_site_url], [_site_admin_email], [_date], [_time], [_remote_ip], [_url], [_post_title], [_serial_number]…'

/**
 * The fields of one Contact Form 7 mail: recipient, sender, subject, extra headers, body and
 * attachments, each accepting `[field]` mail tags. Defaults are given as functions so that they fill
 * new forms without becoming column defaults in the database schema.
 */
export function mailFields(defaults: MailDefaults): Field[] {
  return [
    {
      name: 'recipient',
      label: 'Para',
      type: 'text',
      defaultValue: () => defaults.recipient,
      admin: { description: 'Una o varias direcciones separadas por comas. ' + TAGS_HELP },
    },
    { name: 'sender', label: 'De', type: 'text', defaultValue: () => defaults.sender },
    { name: 'subject', label: 'Asunto', type: 'text', defaultValue: () => defaults.subject },
    {
      name: 'additionalHeaders',
      label: 'Cabeceras adicionales',
      type: 'textarea',
      defaultValue: () => defaults.additionalHeaders,
      admin: { description: 'Una por línea: Reply-To, Cc o Bcc. Por ejemplo: Reply-To: [your-email]' },
    },
    {
      name: 'body',
      label: 'Cuerpo del mensaje',
      type: 'textarea',
      defaultValue: () => defaults.body,
      admin: { rows: 12 },
    },
    {
      name: 'attachments',
      label: 'Archivos adjuntos',
      type: 'text',
      admin: { description: 'Etiquetas de los campos de archivo que se adjuntan, p. ej. [your-file].' },
    },
    { name: 'useHtml', label: 'Enviar como HTML', type: 'checkbox', defaultValue: false },
    {
      name: 'excludeBlank',
      label: 'Omitir las líneas cuyos campos estén vacíos',
      type: 'checkbox',
      defaultValue: false,
    },
  ]
}

/** The studio's notice: to the studio, answerable with Reply-To to the visitor. */
export const STUDIO_MAIL_DEFAULTS: MailDefaults = {
  recipient: '[_site_admin_email]',
  sender: '[_site_title] <no-responder@[_site_domain]>',
  subject: '[_site_title]: nueva consulta de [your-name]',
  additionalHeaders: 'Reply-To: [your-email]',
  body: [
    'De: [your-name] <[your-email]>',
    'Teléfono: [your-tel]',
    'Tipo de sesión: [session-type]',
    'Fecha preferida: [preferred-date]',
    '',
    'Cuerpo del mensaje:',
    '[your-message]',
    '',
    '-- ',
    'Este mensaje se ha enviado desde un formulario de contacto en [_site_title] ([_site_url])',
  ].join('\n'),
}

/** The auto-reply to the visitor, off until the studio turns it on. */
export const AUTOREPLY_DEFAULTS: MailDefaults = {
  recipient: '[your-email]',
  sender: '[_site_title] <no-responder@[_site_domain]>',
  subject: 'Hemos recibido tu mensaje · [_site_title]',
  additionalHeaders: 'Reply-To: [_site_admin_email]',
  // Only the studio's words: the auto-reply never repeats what the visitor wrote (autoReplyValues).
  body: [
    'Hola:',
    '',
    'Gracias por escribirnos. Hemos recibido tu mensaje y te responderemos en menos de 24 horas laborables.',
    '',
    '-- ',
    '[_site_title] · [_site_url]',
  ].join('\n'),
}
