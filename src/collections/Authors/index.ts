import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { slugField } from '@/fields/slug'
import { wordpressIdField } from '@/fields/wordpressId'
import { cacheTags } from '@/revalidation/cacheTags'
import { expireTagsHook } from '@/revalidation/expireTagsHook'

/** An author's name signs articles and heads their archive: the renders that read authors carry the tag. */
const revalidateAuthors = expireTagsHook(() => [cacheTags.authors])

/**
 * The names articles are signed with, such as the authors of a site brought in from WordPress.
 * Not accounts: an author cannot sign in and has no password (editors are users).
 */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Autor', plural: 'Autores' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    group: 'Blog',
    description: 'Firmas de los artículos. No son cuentas: no inician sesión.',
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    { name: 'description', label: 'Biografía', type: 'textarea' },
    // The WordPress login it came from, so that importing the same export again finds it.
    {
      name: 'wpLogin',
      label: 'Usuario en WordPress',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    slugField('name', { owner: 'author' }),
    wordpressIdField,
  ],
  hooks: { afterChange: [revalidateAuthors], afterDelete: [revalidateAuthors] },
}
