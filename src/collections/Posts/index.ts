import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { layoutBlocks } from '@/blocks/layoutBlocks'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { seoFields } from '@/fields/seo'
import { dayAndTime } from '@/admin/dateFormats'
import { slugField } from '@/fields/slug'

import { legacyPathValidate } from './legacyPathValidate'
import { editorialAdmin } from '@/collections/editorialAdmin'
import { discardEchoedAutosave } from '@/collections/autosave/discardEchoedAutosave'
import { discardUntouchedEndpoint } from '@/collections/untouchedDrafts/discardUntouched'
import { pruneMenusAfterDelete } from '@/references/server/pruneMenusAfterDelete'
import { usesField } from '@/references/usesField'

import { deleteCommentsWithPost } from './hooks/deleteCommentsWithPost'
import { revalidatePost, revalidatePostDelete } from './hooks/revalidatePost'
import { wordpressIdField } from '@/fields/wordpressId'
import { searchIndexHooks } from '@/search/server/searchHooks'
import { BLOCK_ROWS } from '@/admin/rows/rowNouns'

const search = searchIndexHooks('posts')

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Artículo', plural: 'Artículos' },
  admin: editorialAdmin('post', {
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    group: 'Blog',
    address: (doc) => `/${doc?.slug ?? ''}/`,
  }),
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
    wordpressIdField,
    { name: 'title', label: 'Título', type: 'text', required: true },
    usesField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contenido',
          fields: [
            { name: 'featuredImage', label: 'Imagen destacada', type: 'upload', relationTo: 'media' },
            {
              name: 'excerpt',
              label: 'Extracto',
              type: 'textarea',
              admin: { description: 'Resumen opcional para listados y buscadores.' },
            },
            { name: 'content', label: 'Texto', type: 'richText' },
            {
              name: 'layout',
              label: 'Bloques',
              // Without them Payload names the rows after the field («Añadir Layout»).
              labels: BLOCK_ROWS,
              type: 'blocks',
              blocks: layoutBlocks,
              admin: {
                description:
                  'Opcional: secciones, galerías, vídeos… que se muestran tras el texto (los artículos traídos de WordPress llegan así).',
              },
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
        description:
          'La dirección que tenía en WordPress (p. ej. 2024/03/mi-articulo), si no era /nombre-del-articulo/. El artículo se sirve en ella.',
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
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
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
    {
      name: 'categories',
      label: 'Categorías',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    { name: 'tags', label: 'Etiquetas', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    {
      name: 'commentsOpen',
      label: 'Comentarios abiertos',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
  endpoints: [discardUntouchedEndpoint('posts')],
  hooks: {
    afterOperation: [discardEchoedAutosave],
    afterChange: [revalidatePost, search.afterChange],
    beforeDelete: [deleteCommentsWithPost],
    afterDelete: [revalidatePostDelete, pruneMenusAfterDelete, search.afterDelete],
  },
}
