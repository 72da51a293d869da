import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { layoutBlocks } from '@/blocks/layoutBlocks'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/lib/previewUrl'

import { deleteCommentsWithPost } from './hooks/deleteCommentsWithPost'
import { revalidatePost, revalidatePostDelete } from './hooks/revalidatePost'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Artículo', plural: 'Artículos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    group: 'Blog',
    livePreview: { url: ({ data }) => previewUrl(`/${data?.slug ?? ''}/`) },
    preview: (doc) => previewUrl(`/${doc?.slug ?? ''}/`),
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 50 },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
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
              type: 'blocks',
              blocks: layoutBlocks,
              admin: { description: 'Opcional: secciones, galerías, vídeos… que se muestran tras el texto (los artículos traídos de WordPress llegan así).' },
            },
          ],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    slugField(),
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
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^[\p{L}\p{N}_.~-]+(\/[\p{L}\p{N}_.~-]+)*$/u.test(value) && !value.split('/').some((s) => s === '.' || s === '..'))
          ? true
          : 'Escribe una ruta sin barra inicial ni final, p. ej. 2024/03/mi-articulo.',
      // Empty means none: kept as null so that the unique index ignores it.
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : null)] },
    },
    {
      name: 'publishedAt',
      label: 'Fecha de publicación',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
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
  hooks: {
    afterChange: [revalidatePost],
    beforeDelete: [deleteCommentsWithPost],
    afterDelete: [revalidatePostDelete],
  },
}
