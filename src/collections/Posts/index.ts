import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { layoutBlocks } from '@/blocks/layoutBlocks'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { seoFields } from '@/fields/seo'
import { dayAndTime } from '@/admin/dateFormats'
import { slugField } from '@/fields/slug'

import { legacyPathValidate } from './legacyPathValidate'
import { previewUrl } from '@/lib/previewUrl'
import { discardUntouchedEndpoint } from '@/collections/untouchedDrafts/discardUntouched'
import { pruneMenusAfterDelete } from '@/references/server/pruneMenusAfterDelete'
import { usesField } from '@/references/usesField'
import { listUsesNotice } from '@/references/listUsesNotice'

import { deleteCommentsWithPost } from './hooks/deleteCommentsWithPost'
import { revalidatePost, revalidatePostDelete } from './hooks/revalidatePost'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Artículo', plural: 'Artículos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    group: 'Blog',
    // «Vista previa» opens the page in a tab of its own, with the bar that says it is a draft. No
    // side-by-side live preview: the site's pages would need a script to follow the typing, and
    // Payload's frame has untranslatable controls («Responsive»).
    preview: (doc) => previewUrl(`/${doc?.slug ?? ''}/`),
    // «Ver el artículo» beside the buttons and in the toast of a publish; «Ajustes» on a phone.
    // The untitled draft «Crear» saves at once goes away if the editor leaves without writing.
    components: {
      beforeListTable: [listUsesNotice('posts')],
      edit: {
        beforeDocumentControls: [
          '@/collections/untouchedDrafts/admin/DiscardUntouchedDraft.client#DiscardUntouchedDraft',
          { path: '@/collections/Pages/admin/DocumentLinks#DocumentLinks', clientProps: { kind: 'post' } },
        ],
      },
    },
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  defaultSort: '-publishedAt',
  // schedulePublish: «Programar publicación» in the admin, run by the jobs beside the server (jobs/).
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    usesField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contenido',
          fields: [
            { name: 'featuredImage', label: 'Imagen destacada', type: 'upload', relationTo: 'media' },
            { name: 'excerpt', label: 'Extracto', type: 'textarea', admin: { description: 'Resumen opcional para listados y buscadores.' } },
            { name: 'content', label: 'Texto', type: 'richText' },
            {
              name: 'layout',
              label: 'Bloques',
              // Without them Payload names the rows after the field («Añadir Layout»).
              labels: { singular: 'Bloque', plural: 'Bloques' },
              type: 'blocks',
              blocks: layoutBlocks,
              admin: { description: 'Opcional: secciones, galerías, vídeos… que se muestran tras el texto (los artículos traídos de WordPress llegan así).' },
            },
          ],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    slugField('title', { owner: 'post' }),
    {
      name: 'legacyPath',
      label: 'Dirección antigua',
      type: 'text',
      index: true,
      unique: true,
      admin: {
        position: 'sidebar',
        description: 'La dirección que tenía en WordPress (p. ej. 2024/03/mi-articulo), si no era /slug/. El artículo se sirve en ella.',
      },
      validate: legacyPathValidate,
      // Empty means none: kept as null so that the unique index ignores it.
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : null)] },
    },
    {
      name: 'publishedAt',
      label: 'Fecha de publicación',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: dayAndTime },
      hooks: {
        beforeChange: [({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value)],
      },
    },
    {
      name: 'author',
      label: 'Autor',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      defaultValue: ({ user }) => user?.id,
    },
    {
      name: 'byline',
      label: 'Firma',
      type: 'relationship',
      relationTo: 'authors',
      admin: { position: 'sidebar', description: 'El autor que se muestra en el artículo (si no, el del usuario).' },
    },
    { name: 'categories', label: 'Categorías', type: 'relationship', relationTo: 'categories', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', label: 'Etiquetas', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'commentsOpen', label: 'Comentarios abiertos', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  endpoints: [discardUntouchedEndpoint('posts')],
  hooks: {
    afterChange: [revalidatePost],
    beforeDelete: [deleteCommentsWithPost],
    afterDelete: [revalidatePostDelete, pruneMenusAfterDelete],
  },
}
