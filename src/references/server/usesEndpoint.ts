import type { Endpoint, PayloadRequest } from 'payload'

import { REFERABLE, usesOf, usesOfMany, type Referable, type Uses } from './usesOf'

/** A bulk delete asks about the rows on screen: a list page holds at most this many. */
const MAX_IDS = 100

const menuItems = ({ uses }: Uses) => uses.filter((u) => u.source.kind === 'global' && u.itemId).length

function target(req: PayloadRequest): Referable | Response {
  if (!req.user) return Response.json({ error: 'Inicia sesión para ver dónde se usa.' }, { status: 401 })
  const collection = REFERABLE.find((slug) => slug === req.routeParams?.collection)
  return collection ?? Response.json({ error: 'Colección no válida.' }, { status: 400 })
}

/**
 * GET /api/uses/:collection/:id — where a page, article, form or photo is used, for the warning on
 * its edit view and in its delete confirmation. Signed-in editors only: it reads drafts.
 */
export const usesEndpoint: Endpoint = {
  path: '/uses/:collection/:id',
  method: 'get',
  handler: async (req) => {
    const collection = target(req)
    if (collection instanceof Response) return collection
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return Response.json({ error: 'Documento no válido.' }, { status: 400 })
    const found = await usesOf(req.payload, collection, Number(id))
    return Response.json(
      { lines: found.lines, menuItems: menuItems(found) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}

/**
 * GET /api/uses/:collection?ids=1,2,3 — the same for the rows chosen in a list, for the bulk
 * delete's confirmation: only those that are used somewhere, each with its title.
 */
export const manyUsesEndpoint: Endpoint = {
  path: '/uses/:collection',
  method: 'get',
  handler: async (req) => {
    const collection = target(req)
    if (collection instanceof Response) return collection
    const raw = new URL(req.url ?? '', 'http://x').searchParams.get('ids') ?? ''
    const ids = [...new Set(raw.split(',').filter(Boolean))]
    if (!ids.length || ids.length > MAX_IDS || ids.some((id) => !/^\d{1,15}$/.test(id))) {
      return Response.json({ error: `Indica entre 1 y ${MAX_IDS} documentos.` }, { status: 400 })
    }
    const numbers = ids.map(Number)
    const uses = await usesOfMany(req.payload, collection, numbers)
    const used = numbers.filter((id) => uses.get(id)!.lines.length > 0)
    const titles = new Map<number, string>()
    if (used.length) {
      const found = await req.payload.find({
        collection,
        where: { id: { in: used } },
        select: { title: true },
        depth: 0,
        draft: collection === 'pages' || collection === 'posts',
        pagination: false,
        overrideAccess: true,
      })
      for (const doc of found.docs) titles.set(doc.id as number, String((doc as { title?: unknown }).title ?? ''))
    }
    const docs = used.map((id) => ({
      id,
      title: titles.get(id) ?? '',
      lines: uses.get(id)!.lines,
      menuItems: menuItems(uses.get(id)!),
    }))
    return Response.json({ docs }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
