import type { TextField } from 'payload'

import { isHexColour } from '@/lib/hexColour'

/** An optional CSS hex colour (#rrggbb), checked as it is typed. */
export const hexColourField = (name: string, label: string, description: string): TextField => ({
  name,
  label,
  type: 'text',
  admin: { description, placeholder: '#f7f4ef' },
  validate: (value: string | null | undefined) =>
    !value || isHexColour(value) || 'Escribe el color en hexadecimal: # y 3 o 6 cifras (0-9, a-f), p. ej. #f7f4ef.',
})
