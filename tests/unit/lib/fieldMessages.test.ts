import { describe, expect, it } from 'vitest'

import { addressTaken, legacyPathTaken, linkProblem, regionProblem, tagManagerIdProblem } from '@/lib/fieldMessages'

describe('what the admin says beside a field', () => {
  it('names the taken address and whose it is, and what to do', () => {
    expect(addressTaken('page', 'contacto', 'Contacto')).toBe(
      'Ya hay una página en /contacto/ («Contacto»). Elige otra dirección.',
    )
    expect(addressTaken('page', 'sesiones-de-fotos/retrato')).toBe(
      'Ya hay una página en /sesiones-de-fotos/retrato/. Elige otra dirección.',
    )
    expect(addressTaken('post', 'luz-natural', 'Luz natural')).toBe(
      'Ya hay un artículo en /luz-natural/ («Luz natural»). Elige otra dirección.',
    )
    expect(addressTaken('category', 'bodas', 'Bodas')).toMatch(/^Ya hay una categoría .*«bodas».*Elige otra\.$/)
    expect(legacyPathTaken('2024/03/boda', 'Boda en Toledo')).toBe(
      'El artículo («Boda en Toledo») ya se sirve en /2024/03/boda/. Cada dirección antigua solo puede llevar a un artículo.',
    )
  })

  it('accepts a Tag Manager id and an empty field', () => {
    expect(tagManagerIdProblem('GTM-AB12CD3')).toBeNull()
    expect(tagManagerIdProblem('')).toBeNull()
    expect(tagManagerIdProblem(null)).toBeNull()
  })

  it('says what a wrong tag-manager id is, and the form it must have', () => {
    expect(tagManagerIdProblem('G-ABC123XYZ')).toMatch(
      /^«G-ABC123XYZ» es un ID de Google Analytics, no de Tag Manager\. Debe tener la forma GTM-XXXXXXX/,
    )
    expect(tagManagerIdProblem('UA-12345-1')).toMatch(/Universal Analytics/)
    expect(tagManagerIdProblem('AW-123456')).toMatch(/Google Ads/)
    expect(tagManagerIdProblem('gtm-ab12cd3')).toMatch(/mayúsculas: GTM-AB12CD3\.$/)
    expect(tagManagerIdProblem('hola')).toMatch(/^Debe tener la forma GTM-XXXXXXX/)
  })

  it('asks for a two-letter country code, in capitals', () => {
    expect(regionProblem('ES')).toBeNull()
    expect(regionProblem('es')).toBe('Escribe el código en mayúsculas: ES.')
    expect(regionProblem('España')).toMatch(/dos letras.*ES para España/)
  })

  it('says what a link is missing, guessing what was meant', () => {
    for (const ok of ['/contacto/', '#precios', 'https://revela.example/']) expect(linkProblem(ok)).toBeNull()
    expect(linkProblem('mailto:hola@revela.example', { contact: true })).toBeNull()
    expect(linkProblem('')).toBeNull()
    expect(linkProblem('', { required: true })).toMatch(/^Escribe adónde lleva/)
    expect(linkProblem('www.revela.example')).toBe('Falta https:// delante: escribe https://www.revela.example')
    expect(linkProblem('contacto')).toBe('Las páginas del sitio empiezan por /: escribe /contacto/')
    expect(linkProblem('hola@revela.example', { contact: true })).toBe(
      'Para un correo, escribe mailto: delante: mailto:hola@revela.example',
    )
    expect(linkProblem('+34 910 000 123', { contact: true })).toBe(
      'Para un teléfono, escribe tel: delante, sin espacios: tel:+34910000123',
    )
    // A carousel slide takes no e-mail: it is not taken for one.
    expect(linkProblem('mailto:hola@revela.example')).toMatch(/^No es un enlace válido/)
  })
})
