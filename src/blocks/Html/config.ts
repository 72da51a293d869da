import type { Block } from 'payload'

import { sanitizeFragment } from '@/lib/sanitizeFragment'

import { blockImages } from '../blockImages'

/**
 * A fragment of HTML, for what has no block of its own (a table, a third-party widget's output
 * brought in from WordPress). Sanitised when saved and again when shown: no scripts, no styles,
 * no event handlers.
 */
export const HtmlBlock: Block = {
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'Fragmento HTML', plural: 'Fragmentos HTML' },
  admin: { images: blockImages('html') },
  fields: [
    {
      name: 'html',
      label: 'HTML',
      type: 'code',
      required: true,
      admin: { language: 'html', description: 'Se eliminan scripts, estilos y atributos de eventos al guardar.' },
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? sanitizeFragment(value) : value)] },
    },
  ],
}
