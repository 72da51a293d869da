import { describe, expect, it } from 'vitest'

import { recipientKey } from '@/forms/server/autoReplyAllowed'
import { autoReplyValues } from '@/forms/server/autoReplyValues'
import { parseTemplate } from '@/forms/template/parseTemplate'

const tags = parseTemplate(
  '[text* your-name] [email* your-email] [textarea your-message] [select tipo "Retrato|retrato@estudio.test" "Book"] [checkbox extras free_text "Álbum" "Otro"] [number personas] [date dia] [file book]',
).tags

describe('autoReplyValues', () => {
  it('keeps the studio’s options, numbers and dates, and nothing the visitor wrote', () => {
    const values = {
      'your-name': 'Compra en spam.example',
      'your-email': 'ana@example.com',
      'your-message': 'Oferta',
      tipo: ['Retrato'],
      extras: ['Álbum'],
      personas: '3',
      dia: '2026-12-24',
      book: ['anuncio.pdf'],
    }
    expect(autoReplyValues(values, tags)).toEqual({
      tipo: ['Retrato'],
      extras: ['Álbum'],
      personas: '3',
      dia: '2026-12-24',
    })
  })

  it.each([
    ['a choice the form does not offer', { tipo: ['Visita spam.example'] }],
    ['a choice with the visitor’s free text appended', { extras: ['Otro compra en spam.example'] }],
    ['a “number” that is text', { personas: '3 https://spam.example' }],
    ['a “date” that is text', { dia: 'mañana en spam.example' }],
  ])('drops %s', (_, values) => {
    expect(autoReplyValues(values, tags)).toEqual({})
  })
})

describe('recipientKey', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['Ana@Example.COM', 'ana@example.com'],
    ['ana+promo@example.com', 'ana@example.com'],
    ['Ana <ana+x@example.com>', 'ana@example.com'],
  ])('%s → %s', (address, key) => {
    expect(recipientKey(address)).toBe(key)
  })
})
