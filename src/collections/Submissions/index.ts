import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { SPAM_REASON_LABELS } from '@/antispam/rules/spamReasonLabels'

import { exportCsvEndpoint } from './endpoints/exportCsv'
import { releaseSpamEndpoint } from './endpoints/releaseSpam'
import { deleteFilesWithSubmission } from './hooks/deleteFilesWithSubmission'

const nobody = () => false
const shownInListOnly = () => false

/**
 * The studio's inbox: every message sent through a contact form, stored before any mail is sent so
 * that nothing is lost when SMTP fails. Written only by the server; editors read, search, export
 * (CSV) and delete. Old ones are deleted after the retention period set in the site settings (RGPD).
 */
export const Submissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Mensaje recibido', plural: 'Mensajes recibidos' },
  admin: {
    group: 'Formularios',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'form', 'status', 'mailStatus', 'createdAt'],
    listSearchableFields: ['name', 'email', 'summary'],
    description: 'Los mensajes se conservan el número de meses indicado en Ajustes del sitio → Formularios.',
    components: { beforeListTable: ['@/collections/Submissions/admin/ExportCsvLink#ExportCsvLink'] },
  },
  defaultSort: '-createdAt',
  access: { read: authenticated, create: nobody, update: nobody, delete: authenticated },
  endpoints: [exportCsvEndpoint, releaseSpamEndpoint],
  fields: [
    {
      name: 'form',
      label: 'Formulario',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      index: true,
      admin: { condition: shownInListOnly },
    },
    { name: 'formTitle', label: 'Título del formulario', type: 'text', admin: { hidden: true } },
    // The message under its form's labels, with «Responder»; stores nothing (a `ui` field).
    {
      name: 'message',
      type: 'ui',
      admin: { components: { Field: '@/collections/Submissions/admin/MessageFields#MessageFields' } },
    },
    // Form, name, address and summary feed the list's columns and search; on the message itself the
    // message above says the same under the form's own labels.
    { name: 'name', label: 'Nombre', type: 'text', admin: { condition: shownInListOnly } },
    { name: 'email', label: 'Correo electrónico', type: 'text', admin: { condition: shownInListOnly } },
    {
      name: 'summary',
      label: 'Mensaje',
      type: 'textarea',
      admin: {
        condition: shownInListOnly,
        description: 'Todos los campos enviados, tal como los escribió el visitante.',
      },
    },
    {
      name: 'fields',
      label: 'Campos',
      type: 'json',
      admin: { hidden: true },
    },
    {
      name: 'files',
      label: 'Archivos adjuntos',
      type: 'upload',
      relationTo: 'submission-files',
      hasMany: true,
      // Spam keeps no file, only its name, size and type (src/forms/server/storeSubmission.ts).
      admin: { components: { afterInput: ['@/collections/Submissions/admin/NotKeptFiles#NotKeptFiles'] } },
    },
    {
      name: 'status',
      label: 'Bandeja',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: [
        { label: 'Recibido', value: 'received' },
        { label: 'Spam', value: 'spam' },
      ],
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Un mensaje tomado por spam no avisa al estudio hasta que lo liberas.',
        components: { afterInput: ['@/collections/Submissions/admin/ReleaseSpamButton#ReleaseSpamButton'] },
      },
    },
    {
      name: 'spamReasons',
      label: 'Motivos de spam',
      type: 'select',
      hasMany: true,
      options: Object.entries(SPAM_REASON_LABELS).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.status === 'spam' },
    },
    {
      name: 'mailStatus',
      label: 'Correo',
      type: 'select',
      defaultValue: 'queued',
      options: [
        { label: 'En cola', value: 'queued' },
        { label: 'Enviado', value: 'sent' },
        { label: 'Fallido', value: 'failed' },
        { label: 'Retenido (spam)', value: 'held' },
      ],
      admin: { position: 'sidebar', description: 'Estado del aviso al estudio; el detalle está en Correos salientes.' },
    },
    {
      type: 'collapsible',
      label: 'Datos del envío',
      admin: { initCollapsed: true, position: 'sidebar' },
      fields: [
        { name: 'pageUrl', label: 'Página', type: 'text' },
        { name: 'containerPost', label: 'ID de la página', type: 'number' },
        { name: 'remoteIp', label: 'Dirección IP', type: 'text' },
        { name: 'userAgent', label: 'Navegador', type: 'text' },
        { name: 'postedDataHash', label: 'Huella de los datos', type: 'text', index: true },
      ],
    },
  ],
  hooks: { afterDelete: [deleteFilesWithSubmission] },
}
