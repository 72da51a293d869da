import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { checkTemplate } from '@/forms/template/checkTemplate'
import { DEMO_CONTACT_TEMPLATE } from '@/forms/template/demoTemplate'

/**
 * Contact forms, written in Contact Form 7's form-tag syntax so that a form exported from a
 * WordPress site can be pasted as it is. The public never reads this collection: the site renders
 * forms and serves their schema on the server.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Formulario', plural: 'Formularios' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'id', 'updatedAt'], group: 'Formularios' },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    {
      name: 'template',
      label: 'Plantilla del formulario',
      type: 'code',
      required: true,
      // A function, so the starter template fills new forms in the admin without being copied into
      // the database schema as a column default.
      defaultValue: () => DEMO_CONTACT_TEMPLATE,
      admin: {
        language: 'html',
        description: 'Sintaxis de Contact Form 7: [text* your-name], [email* your-email], [submit "Enviar"]…',
      },
      // A template with an unknown tag, a repeated name or a bad option is refused, naming the tag.
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !value.trim()) return 'La plantilla no puede estar vacía.'
        const problems = checkTemplate(value)
        return problems.length === 0 ? true : problems.map((p) => p.message).join(' ')
      },
    },
  ],
}
