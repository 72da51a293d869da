import type { TextField } from 'payload'

import { anchorIdProblem } from '@/fields/anchorIdProblem'

/** An optional anchor (`id`) that `#ancla` links point at, checked as it is typed. */
export const anchorField = (description: string): TextField => ({
  name: 'anchor',
  label: 'Ancla (id)',
  type: 'text',
  admin: { description },
  validate: (value: string | null | undefined) => (value ? (anchorIdProblem(value) ?? true) : true),
})
