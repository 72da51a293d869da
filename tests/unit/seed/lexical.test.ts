import { describe, expect, it } from 'vitest'

import { inline, toLexical } from '@/seed/lexical'

describe('seed rich text', () => {
  it('parses bold, italic and links', () => {
    const nodes = inline('Hola **mundo**, *mira* [contacto](/contacto/) ya')
    expect(nodes.map((n) => n.type)).toEqual(['text', 'text', 'text', 'text', 'text', 'link', 'text'])
    expect(nodes[1]).toMatchObject({ text: 'mundo', format: 1 })
    expect(nodes[3]).toMatchObject({ text: 'mira', format: 2 })
    expect(nodes[5]).toMatchObject({ fields: { url: '/contacto/', newTab: false } })
  })

  it('builds headings, lists and quotes', () => {
    const state = toLexical([{ h2: 'Precio' }, { ul: ['a', 'b'] }, { ol: ['uno'] }, { quote: 'cita' }, { p: 'texto' }])
    const kinds = state.root.children.map((c) => (c as unknown as { type: string; tag?: string }).tag ?? c.type)
    expect(kinds).toEqual(['h2', 'ul', 'ol', 'quote', 'paragraph'])
  })
})

describe('the studio’s details in the seed’s text', () => {
  it('turns {{telefono}} and {{correo}} into «Dato del estudio» inline blocks read from the settings', () => {
    const nodes = inline('Llámanos al {{telefono}} o escribe a {{correo}}.') as unknown as {
      type: string
      text?: string
      fields?: Record<string, unknown>
    }[]
    expect(nodes.map((n) => n.type)).toEqual(['text', 'inlineBlock', 'text', 'inlineBlock', 'text'])
    expect(nodes[1]!.fields).toMatchObject({ blockType: 'studioValue', detail: 'phone' })
    expect(nodes[3]!.fields).toMatchObject({ blockType: 'studioValue', detail: 'email' })
    expect(nodes[1]!.fields!.id).not.toBe(nodes[3]!.fields!.id)
  })
})
