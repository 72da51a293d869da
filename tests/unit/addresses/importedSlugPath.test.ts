import { describe, expect, it } from 'vitest'

import { decodeSegment } from '@/lib/decodeSegment'
import { importedSlugPath } from '@/addresses/importedSlugPath'
import { slugify } from '@/lib/slugify'

describe('importedSlugPath', () => {
  it('finds the stored path of pages whose WordPress slugs were percent-encoded, at any depth and in either case', () => {
    // What the importer stores: the slug field's slugify of WordPress's lower-case escapes.
    const stored = ['%ce%b5%ce%bb', '%ce%b5%ce%bb-2', '%ce%b5%ce%bb-3'].map(slugify).join('/')
    for (const address of [
      '/%CE%B5%CE%BB/%CE%B5%CE%BB-2/%CE%B5%CE%BB-3/',
      '/%ce%b5%ce%bb/%ce%b5%ce%bb-2/%ce%b5%ce%bb-3/',
      '/εл/εл-2/εл-3/'.replace(/л/g, 'λ'),
    ]) {
      const segments = address.split('/').filter(Boolean).map(decodeSegment)
      expect(importedSlugPath(segments), address).toBe(stored)
    }
  })

  it('has nothing else to try for an address already in that form', () => {
    expect(importedSlugPath(['sesiones-de-fotos', 'retrato'])).toBeNull()
    expect(importedSlugPath(['🙂'])).toBe('f0-9f-99-82')
    expect(importedSlugPath(['%'])).toBe('25')
  })
})
