import type { Block } from 'payload'

import { blockImages } from '../blockImages'

/** LSSI art. 10: the site owner's identifying data, drawn from the studio's settings (one place to change them). */
export const LegalNoticeBlock: Block = {
  slug: 'legalNotice',
  interfaceName: 'LegalNoticeBlock',
  labels: { singular: 'Datos del titular (LSSI)', plural: 'Datos del titular (LSSI)' },
  admin: { images: blockImages('legalNotice') },
  fields: [
    {
      name: 'intro',
      label: 'Texto previo',
      type: 'text',
      admin: { description: 'Opcional. Los datos se toman de Ajustes del sitio → Estudio.' },
    },
  ],
}
