import { describe, expect, it } from 'vitest'

import { whatsAppShareLink } from '@/galleries/core/whatsAppShareLink'

const link = 'https://revela.example/galeria-privada/AbCdEfGhIjKlMnOpQrStUvWx'

describe('whatsAppShareLink', () => {
  it('writes the greeting, the link and the PIN into wa.me’s text, encoded', () => {
    const url = new URL(whatsAppShareLink({ clientName: 'Lucía Pérez', title: 'Boda & fiesta', link, pin: '0420' }))
    expect(url.origin + url.pathname).toBe('https://wa.me/')
    expect(url.searchParams.get('text')).toBe(
      `Hola, Lucía: ya puedes ver las fotos de «Boda & fiesta» aquí: ${link}\nPIN de acceso: 0420`,
    )
    expect(url.search).not.toMatch(/[ &]fiesta/)
  })

  it('leaves the PIN out when there is none', () => {
    const text = new URL(whatsAppShareLink({ clientName: '  ', title: 'Sesión', link, pin: '' })).searchParams.get(
      'text',
    )
    expect(text).toBe(`Hola: ya puedes ver las fotos de «Sesión» aquí: ${link}`)
  })
})
