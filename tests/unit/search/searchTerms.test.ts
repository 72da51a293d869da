import { describe, expect, it } from 'vitest'

import { ftsMatch, SEARCH_LIMITS, searchTerms, singularStem, tsQuery } from '@/search/core/searchTerms'
import { searchText } from '@/search/core/searchText'

describe('searchTerms', () => {
  it('folds accents and case, and reduces Spanish plurals to what singular and plural share', () => {
    expect(searchTerms('Sesiones de BODAS en Cádiz')).toEqual(['sesion', 'de', 'boda', 'en', 'cadiz'])
    expect(searchTerms('sesión')).toEqual(['sesion'])
    expect(searchTerms('luces niños')).toEqual(['luz', 'nino'])
    expect(singularStem('colores')).toBe('color')
    expect(singularStem('clases')).toBe('clas')
    expect(singularStem('tres')).toBe('tre')
    expect(singularStem('mes')).toBe('mes')
  })

  it('keeps only letters and digits, so nothing in a query is MATCH or tsquery syntax', () => {
    const terms = searchTerms(`"boda" OR foto* NEAR(a b) title:x 'x' & | ! ( ) : ^ \\ -y +z`)
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+$/u)
    expect(ftsMatch(['boda', 'or'])).toBe('"boda"* AND "or"*')
    expect(tsQuery(['boda', 'sesion'])).toBe('boda:* & sesion:*')
  })

  it('bounds the work a query can ask for', () => {
    expect(searchTerms(Array.from({ length: 100 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_LIMITS.terms)
    expect(searchTerms('a'.repeat(5000))[0]!.length).toBeLessThanOrEqual(SEARCH_LIMITS.termChars)
    expect(searchTerms(' ,.;!? ')).toEqual([])
    expect(searchTerms('boda boda bodas')).toEqual(['boda'])
  })
})

describe('searchText', () => {
  it('reads the words of rich text and blocks, not their settings', () => {
    const content = {
      root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Fotografía de boda' }] }] },
    }
    const layout = [
      {
        blockType: 'heading',
        text: 'Nuestras Sesiones',
        url: 'https://ejemplo.es/secreto',
        columns: [{ blocks: [{ blockType: 'richText', body: content }] }],
      },
    ]
    const text = searchText('Título', content, layout)
    expect(text).toBe('titulo fotografia de boda nuestras sesiones fotografia de boda')
    expect(text).not.toContain('ejemplo')
  })
})
