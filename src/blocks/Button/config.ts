import type { Block } from 'payload'

export const ButtonBlock: Block = {
  slug: 'button',
  interfaceName: 'ButtonBlock',
  labels: { singular: 'Botón', plural: 'Botones' },
  fields: [
    { name: 'label', label: 'Texto del botón', type: 'text', required: true },
    {
      name: 'href',
      label: 'Enlace',
      type: 'text',
      required: true,
      admin: { description: 'Ruta interna (/contacto/), URL completa (https://…) o ancla (#seccion).' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value)
          ? true
          : 'El enlace debe empezar por /, #, https://, mailto: o tel:.',
    },
    {
      name: 'variant',
      label: 'Estilo',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Principal', value: 'primary' },
        { label: 'Secundario', value: 'secondary' },
      ],
    },
    { name: 'newTab', label: 'Abrir en una pestaña nueva', type: 'checkbox', defaultValue: false },
  ],
}
