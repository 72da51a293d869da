import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { AUTO_REPLY } from '@/lib/formLimits'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'
import { usesField } from '@/references/usesField'
import { listUsesNotice } from '@/references/listUsesNotice'

import { afterSubmitFields } from './fields/afterSubmitFields'
import { revalidateFormPages } from './hooks/revalidateFormPages'
import { AUTOREPLY_DEFAULTS, mailFields, STUDIO_MAIL_DEFAULTS } from './fields/mailFields'
import { messageFields } from './fields/messageFields'
import { wordpressIdField } from '@/fields/wordpressId'

/**
 * Contact forms, written in Contact Form 7's form-tag syntax so that a form exported from a
 * WordPress site can be pasted as it is, with CF7's mail, auto-reply ("Mail (2)") and messages. The
 * public never reads this collection: the site renders forms and serves their schema on the server.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Formulario', plural: 'Formularios' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'id', 'updatedAt'],
    group: 'Formularios',
    components: { beforeListTable: [listUsesNotice('forms')] },
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    wordpressIdField,
    usesField,
    { name: 'title', label: 'Título', type: 'text', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Formulario',
          fields: [
            {
              name: 'template',
              label: 'Plantilla del formulario',
              // A plain textarea, not Payload's code field: that one loads its editor (Monaco) from a
              // CDN, which the admin's Content-Security-Policy and an offline studio both refuse.
              type: 'textarea',
              required: true,
              // A function, so the starter template fills new forms in the admin without being copied
              // into the database schema as a column default.
              defaultValue: () => DEMO_CONTACT_TEMPLATE,
              admin: {
                rows: 18,
                className: 'revela-code',
                description:
                  'Sintaxis de Contact Form 7: [text* your-name], [email* your-email], [submit "Enviar"]… Para un formulario por pasos, empieza cada paso con [step "Título"]. Los datos del estudio se escriben con [studio email], [studio phone], [studio address], [studio hours], [studio name] o [studio legal-name]: se toman de Ajustes del sitio → Estudio.',
              },
              // A template with an unknown tag, a repeated name or a bad option is refused, naming the tag.
              validate: (value: unknown) => {
                if (typeof value !== 'string' || !value.trim()) return 'La plantilla no puede estar vacía.'
                const problems = checkTemplate(value)
                return problems.length === 0 ? true : problems.map((p) => p.message).join(' ')
              },
            },
            {
              name: 'preview',
              label: 'Vista previa',
              type: 'ui',
              admin: {
                disableListColumn: true,
                components: { Field: '@/collections/Forms/admin/TemplatePreview.client#TemplatePreview' },
              },
            },
            {
              name: 'acceptanceAsValidation',
              label: 'Tratar las casillas de aceptación como campos obligatorios',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'Desactivado (lo habitual), el botón de envío espera a que se acepten; activado, una casilla sin marcar se señala como error del campo.',
              },
            },
          ],
        },
        {
          label: 'Correo',
          description: 'El aviso que recibe el estudio por cada mensaje.',
          fields: [{ name: 'mail', label: false, type: 'group', fields: mailFields(STUDIO_MAIL_DEFAULTS) }],
        },
        {
          label: 'Respuesta automática',
          description: `Un correo opcional de confirmación para quien escribe. Como va a la dirección que escribe el visitante, solo lleva el texto del estudio: las etiquetas de los campos que rellena el visitante ([your-name], [your-message]…) quedan vacías, y solo se rellenan las opciones de desplegables y casillas, los números y las fechas. Sin archivos adjuntos, y como mucho ${AUTO_REPLY.perRecipient} al día por dirección y ${AUTO_REPLY.perIp} por IP.`,
          fields: [
            {
              name: 'autoReply',
              label: false,
              type: 'group',
              fields: [
                { name: 'active', label: 'Enviar respuesta automática', type: 'checkbox', defaultValue: false },
                ...mailFields(AUTOREPLY_DEFAULTS),
              ],
            },
          ],
        },
        {
          label: 'Mensajes',
          description: 'Lo que lee el visitante en cada caso. Si dejas uno vacío se usa el texto predeterminado.',
          fields: [{ name: 'messages', label: false, type: 'group', fields: messageFields }],
        },
        { label: 'Tras el envío', fields: afterSubmitFields },
      ],
    },
  ],
  hooks: { afterChange: [revalidateFormPages], afterDelete: [revalidateFormPages] },
}
