import type { Block } from 'payload'

/**
 * A WordPress shortcode the import could not turn into a block (`[instagram-feed feed=1]`): its
 * plugin is not here, so the site shows nothing of it, while the editor sees its text where it
 * stood and can rebuild what it did, or delete it. The importer writes it (slug `wpShortcode`).
 */
export const WordPressShortcodeBlock: Block = {
  slug: 'wpShortcode',
  interfaceName: 'WordPressShortcodeInline',
  labels: { singular: 'Código corto de WordPress', plural: 'Códigos cortos de WordPress' },
  fields: [
    {
      name: 'code',
      label: 'Código corto',
      type: 'textarea',
      required: true,
      admin: {
        description:
          'No se muestra en el sitio: venía de un plugin de WordPress que Revela no tiene. Sustitúyelo por un bloque o bórralo.',
      },
    },
  ],
}
