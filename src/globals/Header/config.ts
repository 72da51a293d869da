import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { linkFields } from '@/fields/link'
import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'
import { rowNouns } from '@/admin/rows/rowNouns'

/** Each item listed by its text and destination (MenuRowLabel), not as «Elemento 01». */
/** Lower case: Payload writes them after its verb («Añadir elemento»); MenuRowLabel names each row. */
const ITEM_ROWS = rowNouns('Elemento', 'Elementos')

export const menuRowLabel = { components: { RowLabel: '@/globals/Header/admin/MenuRowLabel.client#MenuRowLabel' } }

/** The main menu: items with nested submenus (two levels below the bar, as WordPress menus often go). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Menú principal',
  admin: { group: 'Ajustes' },
  access: { read: anyone, update: authenticated },
  fields: [
    {
      name: 'searchBox',
      label: 'Buscador en la cabecera',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Una casilla junto al menú para buscar en los artículos y las páginas del sitio.' },
    },
    {
      name: 'items',
      label: 'Elementos',
      type: 'array',
      labels: ITEM_ROWS,
      admin: menuRowLabel,
      fields: [
        ...linkFields,
        {
          name: 'children',
          label: 'Submenú',
          type: 'array',
          labels: ITEM_ROWS,
          admin: menuRowLabel,
          fields: [
            ...linkFields,
            {
              // Its own name: a nested array called "children" too collides in the SQL schema.
              name: 'grandchildren',
              label: 'Submenú',
              type: 'array',
              labels: ITEM_ROWS,
              admin: menuRowLabel,
              fields: linkFields,
            },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [({ doc, context }) => (revalidateTags([cacheTags.header], context), doc)] },
}
