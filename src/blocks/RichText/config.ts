import type { Block } from 'payload'

import { blockImages } from '../blockImages'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Texto', plural: 'Textos' },
  admin: { images: blockImages('richText') },
  fields: [{ name: 'body', label: 'Texto', type: 'richText', required: true }],
}
