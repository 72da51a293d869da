import { describe, expect, it } from 'vitest'

import { studioDetailItems } from '@/lib/studioDetails/studioDetailItems'

const studio = {
  address: 'Calle de la Luz 12',
  postalCode: '28004',
  city: 'Madrid',
  phone: '+34 910 000 123',
  email: 'hola@revela.example',
  openingHours: 'Lunes a viernes: de 10:00 a 20:00.\n\nSábados: de 10:00 a 14:00.',
  socialProfiles: [
    { network: 'Instagram', url: 'https://www.instagram.com/revela.estudio/' },
    { network: 'Raro', url: 'javascript:alert(1)' },
  ],
}

describe('studioDetailItems', () => {
  it('gives the chosen details from the settings, in a fixed order, with their links', () => {
    expect(studioDetailItems(studio, ['email', 'phone'])).toEqual([
      { kind: 'phone', label: 'Teléfono', lines: [{ text: '+34 910 000 123', href: 'tel:+34910000123' }] },
      {
        kind: 'email',
        label: 'Correo electrónico',
        lines: [{ text: 'hola@revela.example', href: 'mailto:hola@revela.example' }],
      },
    ])
  })

  it('shows the hours one line each, the address whole and only web links for social profiles', () => {
    const items = studioDetailItems(studio, ['address', 'hours', 'social'])
    expect(items.map((i) => i.lines.map((l) => l.text))).toEqual([
      ['Calle de la Luz 12, 28004 Madrid'],
      ['Lunes a viernes: de 10:00 a 20:00.', 'Sábados: de 10:00 a 14:00.'],
      ['Instagram'],
    ])
  })

  it('leaves out what the settings leave empty, and shows everything when nothing is chosen', () => {
    expect(studioDetailItems({ ...studio, phone: ' ', address: null }, ['phone', 'address'])).toEqual([])
    expect(studioDetailItems(studio, []).map((i) => i.kind)).toEqual(['address', 'phone', 'email', 'hours', 'social'])
  })
})
