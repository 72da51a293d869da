import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { duplicateAnchors } from '@/blocks/duplicateAnchors'
import { layoutBlocks } from '@/blocks/layoutBlocks'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { editorialAdmin } from '@/collections/editorialAdmin'
import { discardEchoedAutosave } from '@/collections/autosave/discardEchoedAutosave'
import { discardUntouchedEndpoint } from '@/collections/untouchedDrafts/discardUntouched'
import { pruneMenusAfterDelete } from '@/references/server/pruneMenusAfterDelete'
import { usesField } from '@/references/usesField'

import { computePath } from './hooks/computePath'
import { parentValidate } from './parentValidate'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { updateChildPaths } from './hooks/updateChildPaths'
import { wordpressIdField } from '@/fields/wordpressId'
import { searchIndexHooks } from '@/search/server/searchHooks'
import { BLOCK_ROWS } from '@/admin/rows/rowNouns'

const search = searchIndexHooks('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Página', plural: 'Páginas' },
  admin: editorialAdmin('page', {
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Contenido',
    address: (doc) => `/${doc?.path ?? ''}/`,
  }),
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
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
            {
              name: 'layout',
              label: 'Bloques',
              // Without them Payload names the rows after the field («Añadir Layout»).
              labels: BLOCK_ROWS,
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
    slugField('title', { unique: false, owner: 'page' }),
    {
      name: 'hideTitle',
      label: 'Ocultar el título',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'El título queda solo para lectores de pantalla (p. ej., si la primera sección ya lo muestra).',
      },
    },
    {
      name: 'parent',
      label: 'Página superior',
      type: 'relationship',
      relationTo: 'pages',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      validate: parentValidate,
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
  endpoints: [discardUntouchedEndpoint('pages')],
  hooks: {
    afterOperation: [discardEchoedAutosave],
    beforeChange: [computePath],
    afterChange: [revalidatePage, updateChildPaths, search.afterChange],
    afterDelete: [revalidatePageDelete, pruneMenusAfterDelete, search.afterDelete],
  },
}
