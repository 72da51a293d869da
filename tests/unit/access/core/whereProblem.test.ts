import { describe, expect, it } from 'vitest'

import type { QueryField } from '@/access/core/queryField'
import { whereProblem } from '@/access/core/whereProblem'

/** An article's fields as the server's resolver gives them. */
const FIELDS: Record<string, QueryField> = {
  id: { kind: 'integer' },
  title: { kind: 'text' },
  author: { kind: 'integer' },
  categories: { kind: 'integer', hasMany: true },
  createdAt: { kind: 'date' },
  commentsOpen: { kind: 'checkbox' },
  content: { kind: 'document' },
  layout: { kind: 'unqueryable' },
  'layout.blockType': { kind: 'unqueryable' },
  wordpressId: { kind: 'number' },
}
const problem = (where: unknown) => whereProblem(where, (path) => FIELDS[path])

describe('whereProblem: what a REST query may ask of each field', () => {
  it('lets the admin’s and the site’s ordinary queries through', () => {
    for (const where of [
      undefined,
      { title: { like: 'boda' } },
      { or: [{ title: { like: 'a' } }, { id: { equals: '12' } }] },
      { and: [{ _status: { equals: 'published' } }, { createdAt: { greater_than: '2024-01-01T00:00:00.000Z' } }] },
      { id: { not_in: ['1', '2', '3'] } },
      { id: { in: '1,2,3' } },
      { categories: { all: [1, 2] } },
      { author: { equals: null } },
      { author: { exists: 'false' } },
      { commentsOpen: { equals: 'true' } },
      { content: { like: 'luz' } },
      { wordpressId: { greater_than_equal: '-1.5' } },
      { 'version.title': { like: 'x' } },
    ])
      expect(problem(where), JSON.stringify(where)).toBeNull()
  })

  it('refuses, in Spanish, each query that ended in a 500', () => {
    expect(problem({ id: { in: 'a' } })).toBe('id: «a» no es un identificador válido.')
    expect(problem({ id: { near: '1,2' } })).toMatch(/^«id» no admite «near»: usa equals/)
    expect(problem({ 'layout.blockType': { equals: 'x' } })).toBe('No se puede consultar por «layout.blockType».')
    expect(problem({ layout: { exists: 'true' } })).toBe('No se puede consultar por «layout».')
    expect(problem({ createdAt: { greater_than: 'abc' } })).toBe('createdAt: «abc» no es una fecha.')
    expect(problem({ createdAt: { equals: '1e400' } })).toBe('createdAt: «1e400» no es una fecha.')
    expect(problem({ author: { equals: 'abc' } })).toMatch(/no es un identificador válido/)
    expect(problem({ author: { equals: { relationTo: 'x' } } })).toBe('author: «equals» necesita un solo valor.')
    expect(problem({ categories: { in: 'x' } })).toMatch(/no es un identificador válido/)
    expect(problem({ id: { all: '1' } })).toMatch(/^«id» no admite «all»/)
    expect(problem({ title: { near: '1,2' } })).toMatch(/^«title» no admite «near»/)
    expect(problem({ title: { equals: ['a'] } })).toBe('title: «equals» necesita un solo valor.')
    expect(problem({ id: { equals: '99999999999' } })).toMatch(/no es un identificador válido/)
    expect(problem({ id: { equals: '1.5' } })).toMatch(/no es un identificador válido/)
    expect(problem({ wordpressId: { equals: 'NaN' } })).toBe('wordpressId: «NaN» no es un número.')
    expect(problem({ commentsOpen: { equals: 'maybe' } })).toMatch(/no es «true» ni «false»/)
    expect(problem({ title: { exists: 'perhaps' } })).toBe('title: «exists» admite «true» o «false».')
    expect(problem({ id: { in: Array.from({ length: 501 }, (_, i) => i) } })).toMatch(/como máximo 500/)
  })

  it('refuses a malformed tree without recursion, however deep', () => {
    expect(problem({ or: 'x' })).toBe('«or» necesita una lista de condiciones.')
    expect(problem({ and: ['x'] })).toMatch(/cada condición es un objeto/)
    expect(problem({ title: 'x' })).toMatch(/necesita un operador/)
    let deep: unknown = { id: { equals: 'x' } }
    for (let i = 0; i < 100_000; i++) deep = { and: [deep] }
    expect(problem(deep)).toMatch(/no es un identificador válido/)
  })
})
