import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { linkFields } from '@/fields/link'
import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'

import { menuRowLabel } from '../Header/config'
import { rowNouns } from '@/admin/rows/rowNouns'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Pie de página',
  admin: { group: 'Ajustes' },
  access: { read: anyone, update: authenticated },
  fields: [
    { name: 'text', label: 'Texto', type: 'textarea' },
    {
      name: 'legalLinks',
      label: 'Enlaces legales',
      type: 'array',
      labels: rowNouns('Enlace', 'Enlaces'),
      admin: menuRowLabel,
      fields: linkFields,
    },
  ],
  hooks: { afterChange: [({ doc, context }) => (revalidateTags([cacheTags.footer], context), doc)] },
}
