import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { syncIdSequences } from '@/db/syncIdSequences'

import { testPayload, type Dialect } from './testPayload'

const ctx = { disableRevalidate: true }

/**
 * Documents written with the ids another site gave them (the WordPress import, the demo's post
 * 1965), then new ones written as an editor does, without an id: syncIdSequences (db/) moves
 * PostgreSQL's id sequences past the highest id so that the new ones do not collide; SQLite picks
 * the next id by itself.
 */
export function idSequencesSuite(dialect: Dialect) {
  let payload: Payload

  beforeAll(async () => {
    ;({ payload } = await testPayload(dialect))
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  /** As the importer writes an article: with its WordPress id. */
  const importPost = (id: number, title: string) =>
    payload.create({
      collection: 'posts',
      data: { id, title, _status: 'published' } as never,
      overrideAccess: true,
      context: ctx,
    })
  /** As an editor writes one: the database gives the id. */
  const writePost = (title: string) =>
    payload.create({ collection: 'posts', data: { title, _status: 'published' }, overrideAccess: true, context: ctx })
  const importAuthor = (id: number, name: string) =>
    payload.create({ collection: 'authors', data: { id, name } as never, overrideAccess: true, context: ctx })
  const writeAuthor = (name: string) =>
    payload.create({ collection: 'authors', data: { name }, overrideAccess: true, context: ctx })
  const authorNames = async () =>
    (await payload.find({ collection: 'authors', sort: 'id', limit: 0, depth: 0, overrideAccess: true })).docs.map(
      (a) => [a.id, a.name],
    )

  it('after articles brought with their own ids, a new article gets the next id above the highest, and the old ones stay as they were', async () => {
    await importPost(7, 'Retratos de estudio')
    await importPost(1965, 'Sesiones de fotos: el precio del profesional')
    await importPost(12, 'Bodas en otoño')
    await syncIdSequences(payload, ['posts'])

    const first = await writePost('Nuevo artículo')
    const second = await writePost('Otro artículo')
    expect([first.id, second.id]).toEqual([1966, 1967])
    const titles = await payload.find({ collection: 'posts', sort: 'id', limit: 0, depth: 0, overrideAccess: true })
    expect(titles.docs.map((p) => [p.id, p.title])).toEqual([
      [7, 'Retratos de estudio'],
      [12, 'Bodas en otoño'],
      [1965, 'Sesiones de fotos: el precio del profesional'],
      [1966, 'Nuevo artículo'],
      [1967, 'Otro artículo'],
    ])
  })

  if (dialect === 'postgres') {
    it('without it, the next new author would take an imported id: the save fails, overwriting nothing, and succeeds once the sequence is moved', async () => {
      await importAuthor(1, 'Ana')
      await importAuthor(2, 'Luis')
      await expect(writeAuthor('Marta')).rejects.toThrow(/(Revisa este campo|inválido): id$/)
      expect(await authorNames()).toEqual([
        [1, 'Ana'],
        [2, 'Luis'],
      ])

      await syncIdSequences(payload, ['authors'])
      expect((await writeAuthor('Marta')).id).toBe(3)
    })

    it('refuses a table name that is not one, before anything reaches the database', async () => {
      await expect(syncIdSequences(payload, ['authors', 'posts"; DROP TABLE "authors'])).rejects.toThrow(
        /Nombre de tabla no válido/,
      )
      expect((await payload.count({ collection: 'authors', overrideAccess: true })).totalDocs).toBe(3)
    })
  } else {
    it('SQLite needs none: a new author after imported ones gets the next id above the highest by itself', async () => {
      await importAuthor(1, 'Ana')
      await importAuthor(2, 'Luis')
      expect((await writeAuthor('Marta')).id).toBe(3)
      expect(await authorNames()).toEqual([
        [1, 'Ana'],
        [2, 'Luis'],
        [3, 'Marta'],
      ])
    })
  }

  it('goes through for a collection the import left empty, whose first new document is then saved', async () => {
    await syncIdSequences(payload, ['categories'])
    const category = await payload.create({
      collection: 'categories',
      data: { name: 'Retrato' },
      overrideAccess: true,
      context: ctx,
    })
    expect(
      await payload.findByID({ collection: 'categories', id: category.id, depth: 0, overrideAccess: true }),
    ).toMatchObject({ name: 'Retrato' })
  })
}
