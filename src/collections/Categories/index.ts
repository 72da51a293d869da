import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { slugField } from '@/fields/slug'
import { wordpressIdField } from '@/fields/wordpressId'

import { revalidateCategory } from './hooks/revalidateCategory'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Categoría', plural: 'Categorías' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Blog' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    slugField('name', { owner: 'category' }),
    { name: 'description', label: 'Descripción', type: 'textarea' },
    {
      name: 'parent',
      label: 'Categoría superior',
      type: 'relationship',
      relationTo: 'categories',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: { position: 'sidebar' },
    },
    wordpressIdField,
  ],
  hooks: {
    afterChange: [revalidateCategory],
    afterDelete: [revalidateCategory],
  },
}
