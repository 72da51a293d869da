import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { duplicateAnchors } from '@/blocks/duplicateAnchors'
import { layoutBlocks } from '@/blocks/layoutBlocks'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/lib/previewUrl'

import { computePath } from './hooks/computePath'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { updateChildPaths } from './hooks/updateChildPaths'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Página', plural: 'Páginas' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Contenido',
    livePreview: { url: ({ data }) => previewUrl(`/${data?.path ?? ''}/`) },
    preview: (doc) => previewUrl(`/${doc?.path ?? ''}/`),
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 50 },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contenido',
          fields: [
            {
              name: 'layout',
              label: 'Bloques',
              type: 'blocks',
              blocks: layoutBlocks,
              // Two elements of one id: `#ancla` links would only ever reach the first.
              validate: (value: unknown) => {
                const twice = duplicateAnchors(value)
                return twice.length === 0 || `Cada ancla ha de ser única en la página; se repite: ${twice.join(', ')}.`
              },
            },
          ],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    // Two pages may share a slug under different parents (/sesiones/precios/, /book/precios/); the path may not.
    slugField('title', { unique: false }),
    {
      name: 'hideTitle',
      label: 'Ocultar el título',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'El título queda solo para lectores de pantalla (p. ej., si la primera sección ya lo muestra).' },
    },
    {
      name: 'parent',
      label: 'Página superior',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar', description: 'Para direcciones anidadas: /superior/esta-pagina/.' },
    },
    {
      name: 'path',
      label: 'Ruta',
      type: 'text',
      index: true,
      unique: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [computePath],
    afterChange: [revalidatePage, updateChildPaths],
    afterDelete: [revalidatePageDelete],
  },
}
