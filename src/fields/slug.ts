import type { Field } from 'payload'

import { slugify } from '@/lib/slugify'

/**
 * The slug field: filled from the title when left empty, normalised when typed, unique per collection
 * (pages: unique per parent, as WordPress allows /a/precios/ and /b/precios/; their path is unique).
 * Old WordPress links depend on it, so it is indexed and shown in the sidebar.
 */
export const slugField = (from = 'title', { unique = true }: { unique?: boolean } = {}): Field => ({
  name: 'slug',
  label: 'Slug (URL)',
  type: 'text',
  index: true,
  unique,
  admin: {
    position: 'sidebar',
    description: 'Parte final de la dirección. Se genera a partir del título si se deja vacío.',
  },
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        const source = typeof value === 'string' && value.trim() ? value : (data?.[from] as string | undefined)
        return source ? slugify(source) : value
      },
    ],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'El slug solo admite minúsculas, números y guiones (p. ej. sesiones-de-fotos).',
})
