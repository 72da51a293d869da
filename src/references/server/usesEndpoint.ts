import type { Endpoint } from 'payload'

import { REFERABLE, usesOf, type Referable } from './usesOf'

/**
 * GET /api/uses/:collection/:id — where a page, article, form or photo is used, for the warning on
 * its edit view and in its delete confirmation. Signed-in editors only: it reads drafts.
 */
export const usesEndpoint: Endpoint = {
  path: '/uses/:collection/:id',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Inicia sesión para ver dónde se usa.' }, { status: 401 })
    const collection = REFERABLE.find((slug) => slug === req.routeParams?.collection) as Referable | undefined
    const id = String(req.routeParams?.id ?? '')
    if (!collection || !/^\d+$/.test(id)) return Response.json({ error: 'Documento no válido.' }, { status: 400 })
    const { uses, lines } = await usesOf(req.payload, collection, Number(id))
    return Response.json({ lines, menuItems: uses.filter((u) => u.source.kind === 'global' && u.itemId).length }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
