import { describe, expect, it } from 'vitest'

import { taxonomyBase } from '@/globals/SiteSettings/taxonomyBase'
import { legacyTaxonomyPath, normalizeTaxonomyBase } from '@/addresses/legacyTaxonomyPath'

const bases = { categoryBase: 'categoria', tagBase: 'etiqueta' }
const to = (path: string) => legacyTaxonomyPath(path.split('/').filter(Boolean), bases)

describe('legacyTaxonomyPath', () => {
  it('leads the old site’s category and tag archives to the new ones, page numbers and child categories included', () => {
    expect(to('/categoria/retrato/')).toBe('/category/retrato/')
    expect(to('/categoria/sesiones/retrato/')).toBe('/category/retrato/')
    expect(to('/categoria/retrato/page/3/')).toBe('/category/retrato/page/3/')
    expect(to('/etiqueta/madrid/')).toBe('/tag/madrid/')
    expect(to('/etiqueta/madrid/page/2/')).toBe('/tag/madrid/page/2/')
  })

  it('leaves every other address alone', () => {
    for (const path of [
      '/categoria/',
      '/etiqueta/madrid/otra/',
      '/servicios/retrato/',
      '/category/retrato/',
      '/categoria/retrato/page/0/',
      '/categoria/retrato/page/x/',
    ])
      expect(to(path), path).toBeNull()
    expect(legacyTaxonomyPath(['categoria', 'retrato'], {})).toBeNull()
    expect(legacyTaxonomyPath(['categoria', 'retrato'], { categoryBase: null, tagBase: null })).toBeNull()
  })
})

describe('taxonomyBase (Ajustes del sitio → WordPress)', () => {
  it('takes one segment and refuses slashes, capitals and Revela’s own addresses, in Spanish', () => {
    expect(taxonomyBase('categoria')).toBe(true)
    expect(taxonomyBase('')).toBe(true)
    expect(taxonomyBase('/categoria/')).toMatch(/sin barras/)
    expect(taxonomyBase('Temas')).toMatch(/minúsculas/)
    expect(taxonomyBase('category')).toMatch(/ya es una dirección de Revela/)
    // What a studio types from its old permalink settings is taken as it means it.
    expect(normalizeTaxonomyBase(' /Categoria/ ')).toBe('categoria')
    expect(taxonomyBase(normalizeTaxonomyBase('/temas/retratos/'))).toMatch(/sin barras/)
  })
})
