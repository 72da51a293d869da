import type { Field } from 'payload'

import type { Device } from './core/deviceForWidth'

/** «Dispositivos»: where an effect applies, by the site's breakpoints (móvil ≤ 767 px, tableta ≤ 1024 px). */
export function deviceField(defaultValue: Device[], description: string): Field {
  return {
    name: 'devices',
    label: 'Dispositivos',
    type: 'select',
    hasMany: true,
    defaultValue,
    options: [
      { label: 'Ordenador', value: 'desktop' },
      { label: 'Tableta', value: 'tablet' },
      { label: 'Móvil', value: 'mobile' },
    ],
    admin: { description },
  }
}
