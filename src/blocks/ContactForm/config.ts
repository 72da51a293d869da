import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/** Places a contact form on a page; a page may hold several. */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Formulario de contacto', plural: 'Formularios de contacto' },
  admin: { images: blockImages('contactForm') },
  fields: [
    {
      name: 'form',
      label: 'Formulario',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Los formularios se escriben en Formularios → Formularios.' },
    },
  ],
}
