import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { dayAndTime } from '@/admin/dateFormats'
import { SPAM_REASON_LABELS } from '@/antispam/rules/spamReasonLabels'
import { COMMENT_STATUS_LABELS, COMMENT_STATUSES } from '@/comments/core/commentStatus'
import { COMMENTS } from '@/lib/commentLimits'

import { moderateEndpoint } from './endpoints/moderate'
import { replyEndpoint } from './endpoints/reply'
import { revalidateCommentedPost, revalidateCommentedPostDelete } from './hooks/revalidateCommentedPost'
import { reportModerationToAkismet } from './hooks/reportModerationToAkismet'
import { wordpressIdField } from '@/fields/wordpressId'

/**
 * Visitors' comments on articles (WordPress's wp_comments). Written by the comment handler
 * (`/wp-comments-post.php`) with overrideAccess; editors moderate them here. The site shows only
 * approved ones, through comments/data/comments.ts. Text is stored as typed and made safe when it is shown.
 */
export const Comments: CollectionConfig = {
  slug: 'comments',
  labels: { singular: 'Comentario', plural: 'Comentarios' },
  admin: {
    group: 'Blog',
    useAsTitle: 'authorName',
    defaultColumns: ['authorName', 'content', 'post', 'status', 'date'],
    listSearchableFields: ['authorName', 'authorEmail', 'content'],
    description:
      'Los comentarios nuevos esperan aquí tu aprobación, salvo los de autores que ya tienen uno aprobado. Selecciona varios y usa «Editar» para cambiar su estado a la vez.',
    components: { beforeListTable: ['@/comments/collection/admin/CommentStatusFilter#CommentStatusFilter'] },
  },
  defaultSort: '-date',
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  endpoints: [moderateEndpoint, replyEndpoint],
  fields: [
    wordpressIdField,
    { name: 'post', label: 'Artículo', type: 'relationship', relationTo: 'posts', required: true, index: true },
    {
      name: 'parent',
      label: 'En respuesta a',
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      admin: { description: 'Vacío si no es una respuesta.' },
    },
    { name: 'authorName', label: 'Nombre', type: 'text', required: true, maxLength: COMMENTS.maxLength.author },
    { name: 'authorEmail', label: 'Correo electrónico', type: 'text', maxLength: COMMENTS.maxLength.email },
    { name: 'authorUrl', label: 'Web', type: 'text', maxLength: COMMENTS.maxLength.url },
    {
      name: 'content',
      label: 'Comentario',
      type: 'textarea',
      required: true,
      maxLength: COMMENTS.maxLength.comment,
      admin: {
        description:
          'Se permiten algunas etiquetas HTML sencillas (enlaces, negrita, cursiva, citas); el resto se muestra como texto.',
      },
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: COMMENT_STATUSES.map((value) => ({ value, label: COMMENT_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'moderation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/comments/collection/admin/ModerationActions#ModerationActions' },
      },
    },
    {
      name: 'date',
      label: 'Fecha',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: dayAndTime },
    },
    {
      name: 'byPostAuthor',
      label: 'Del autor del artículo',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Respuesta del autor del artículo, traída de WordPress.',
      },
    },
    {
      name: 'byStudio',
      label: 'Respuesta del estudio',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', readOnly: true, description: 'Quién respondió desde el panel.' },
    },
    {
      name: 'spamReasons',
      label: 'Motivos de spam',
      type: 'select',
      hasMany: true,
      options: Object.entries(SPAM_REASON_LABELS).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'akismet',
      label: 'Filtro antispam externo (Akismet)',
      type: 'select',
      options: [
        { value: 'spam', label: 'Lo considera spam' },
        { value: 'ham', label: 'Lo considera legítimo' },
        { value: 'unavailable', label: 'No respondió' },
      ],
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Qué respondió el servicio Akismet, si tiene clave en Ajustes del sitio → Comentarios y spam.',
      },
    },
    {
      type: 'collapsible',
      label: 'Datos del envío',
      admin: {
        initCollapsed: true,
        position: 'sidebar',
        description: 'Se borran solos pasado el plazo de Ajustes del sitio → Comentarios y spam.',
      },
      fields: [
        { name: 'ip', label: 'Dirección IP', type: 'text', admin: { readOnly: true } },
        { name: 'userAgent', label: 'Navegador', type: 'text', admin: { readOnly: true } },
        { name: 'signals', label: 'Señales antispam', type: 'json', admin: { readOnly: true } },
      ],
    },
    // The secret of the "your comment awaits moderation" preview link its author is sent to.
    {
      name: 'previewKey',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
  hooks: {
    afterChange: [revalidateCommentedPost, reportModerationToAkismet],
    afterDelete: [revalidateCommentedPostDelete],
  },
}
