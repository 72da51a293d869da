import { describe, expect, it } from 'vitest'

import { parseConsentRecord } from '@/privacy/server/parseConsentRecord'

const valid = {
  consentId: '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b',
  action: 'custom',
  categories: ['necessary', 'analytics'],
  revision: 2,
  pageUrl: '/contacto/',
}

describe('parseConsentRecord', () => {
  it('keeps a valid choice, without unknown keys and with categories once each, in the declared order', () => {
    expect(
      parseConsentRecord({ ...valid, categories: ['analytics', 'necessary', 'analytics'], ip: '203.0.113.1' }),
    ).toEqual({
      ok: true,
      record: { ...valid, categories: ['necessary', 'analytics'] },
    })
  })

  it('treats pageUrl as optional', () => {
    const { pageUrl: _, ...rest } = valid
    expect(parseConsentRecord(rest)).toEqual({ ok: true, record: rest })
    expect(parseConsentRecord({ ...rest, pageUrl: null })).toEqual({ ok: true, record: rest })
  })

  it.each([
    [{ consentId: 'corto' }, 'Parámetro no válido: consentId debe tener entre 8 y 64 letras, cifras o guiones.'],
    [{ consentId: 'x'.repeat(65) }, 'Parámetro no válido: consentId debe tener entre 8 y 64 letras, cifras o guiones.'],
    [
      { consentId: '<script>alert(1)</script>' },
      'Parámetro no válido: consentId debe tener entre 8 y 64 letras, cifras o guiones.',
    ],
    [{ action: 'accept' }, 'Parámetro no válido: action debe ser accept-all, reject-all o custom.'],
    [
      { categories: ['analytics'] },
      'Parámetro no válido: categories debe ser una lista de necessary, analytics, marketing que incluya necessary.',
    ],
    [
      { categories: ['necessary', 'social'] },
      'Parámetro no válido: categories debe ser una lista de necessary, analytics, marketing que incluya necessary.',
    ],
    [
      { categories: 'necessary' },
      'Parámetro no válido: categories debe ser una lista de necessary, analytics, marketing que incluya necessary.',
    ],
    [{ revision: -1 }, 'Parámetro no válido: revision debe ser un número entero igual o mayor que 0.'],
    [{ revision: 1.5 }, 'Parámetro no válido: revision debe ser un número entero igual o mayor que 0.'],
    [{ revision: '2' }, 'Parámetro no válido: revision debe ser un número entero igual o mayor que 0.'],
    [
      { pageUrl: 'https://otro.example/' },
      expect.stringMatching(/^Parámetro no válido: pageUrl debe ser una ruta de este sitio/),
    ],
    [{ pageUrl: '//otro.example/' }, expect.stringMatching(/^Parámetro no válido: pageUrl/)],
    [{ pageUrl: '/\\otro.example/' }, expect.stringMatching(/^Parámetro no válido: pageUrl/)],
    [{ pageUrl: '/con espacio/' }, expect.stringMatching(/^Parámetro no válido: pageUrl/)],
    [{ pageUrl: '/' + 'a'.repeat(500) }, expect.stringMatching(/^Parámetro no válido: pageUrl/)],
    [
      { action: 'reject-all', categories: ['necessary', 'marketing'] },
      'Parámetro no válido: action no corresponde a las categorías (sería custom).',
    ],
    [
      { action: 'accept-all', categories: ['necessary'] },
      'Parámetro no válido: action no corresponde a las categorías (sería reject-all).',
    ],
  ])('refuses %j', (change, message) => {
    expect(parseConsentRecord({ ...valid, ...change })).toEqual({ ok: false, message })
  })

  it('names a missing parameter as WordPress does', () => {
    const { revision: _, ...rest } = valid
    expect(parseConsentRecord(rest)).toEqual({ ok: false, message: 'Falta el parámetro: revision.' })
  })

  it.each([null, [], 'texto', 3])('refuses a body that is not an object: %j', (body) => {
    expect(parseConsentRecord(body)).toEqual({
      ok: false,
      message: 'El cuerpo de la petición debe ser un objeto JSON.',
    })
  })
})
