import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Texto', plural: 'Textos' },
  fields: [{ name: 'body', label: 'Texto', type: 'richText', required: true }],
}
