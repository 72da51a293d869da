import type { Field } from 'payload'

import { validateHref } from '@/lib/safeHref'

import { validatePublishedTarget } from './validatePublishedTarget'

/**
 * A menu link: an internal page or article (its address follows it when its slug changes) or a
 * custom URL for anything else.
 */
export const linkFields: Field[] = [
  { name: 'label', label: 'Texto', type: 'text', required: true },
  {
    name: 'type',
    label: 'Tipo de enlace',
    type: 'radio',
    defaultValue: 'reference',
    options: [
      { label: 'Página o artículo', value: 'reference' },
      { label: 'Otra dirección', value: 'custom' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'reference',
    label: 'Destino',
    type: 'relationship',
    relationTo: ['pages', 'posts'],
    validate: validatePublishedTarget,
    // Only what visitors can open is offered: a draft's item would be refused at save (and a
    // half-made page «Crear» left behind reads just like its published namesake).
    filterOptions: { _status: { equals: 'published' } },
    admin: {
      condition: (_, sibling) => sibling?.type === 'reference',
      // The pages' list in a drawer, with each one's address and status and a search, rather than
      // a list of bare titles where a half-made draft looked like its published namesake. No
      // «Crear» there: it would make one more draft the menu cannot use.
      appearance: 'drawer',
      allowCreate: false,
      description:
        'Aquí solo aparecen las páginas y los artículos publicados: para enlazar uno nuevo, publícalo primero.',
    },
  },
  {
    name: 'url',
    label: 'Dirección',
    type: 'text',
    admin: {
      condition: (_, sibling) => sibling?.type === 'custom',
      description:
        'Una dirección web (https://…), de correo (mailto:…), de teléfono (tel:…) o una ruta del sitio (/contacto/).',
    },
    // A web, mail or phone address or a path of the site: never javascript:, which an import or the
    // API could otherwise put in every page's menu.
    validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
      (siblingData as { type?: string } | undefined)?.type !== 'custom' || validateHref(value),
  },
]
