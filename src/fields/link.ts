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
      { label: 'URL', value: 'custom' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'reference',
    label: 'Destino',
    type: 'relationship',
    relationTo: ['pages', 'posts'],
    validate: validatePublishedTarget,
    admin: {
      condition: (_, sibling) => sibling?.type === 'reference',
      // The pages' list in a drawer, with each one's address and status and a search, rather than
      // a list of bare titles where a half-made draft looked like its published namesake. No
      // «Crear» there: it would make one more draft the menu cannot use.
      appearance: 'drawer',
      allowCreate: false,
      description: 'Los visitantes solo ven los enlaces a páginas y artículos publicados.',
    },
  },
  {
    name: 'url',
    label: 'URL',
    type: 'text',
    admin: { condition: (_, sibling) => sibling?.type === 'custom' },
    // A web, mail or phone address or a path of the site: never javascript:, which an import or the
    // API could otherwise put in every page's menu.
    validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
      (siblingData as { type?: string } | undefined)?.type !== 'custom' || validateHref(value),
  },
]
