import type { CollectionSlug, Endpoint } from 'payload'

import { isUntouchedDraft } from '@/collections/untouchedDrafts/core/untouchedDraft'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/{collection}/:id/discard-untouched: deletes the draft that «Crear» made when the editor
 * leaves it without writing anything (the admin calls it on leaving, see DiscardUntouchedDraft).
 * The stored document decides, not the browser: a document with any writing, or ever published,
 * stays. Only a signed-in editor from this site's admin may ask (Payload takes its cookie only
 * from the `csrf` origins).
 */
export function discardUntouchedEndpoint(collection: CollectionSlug): Endpoint {
  return {
    path: '/:id/discard-untouched',
    method: 'post',
    handler: async (req) => {
      if (!req.user)
        return Response.json({ errors: [{ message: 'Inicia sesión.' }] }, { status: 401, headers: noStore })
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id <= 0)
        return Response.json({ discarded: false }, { status: 400, headers: noStore })
      const { payload } = req
      const latest = await payload.find({
        collection,
        where: { id: { equals: id } },
        draft: true,
        depth: 0,
        limit: 1,
        overrideAccess: true,
        req,
      })
      const doc = latest.docs[0] as Record<string, unknown> | undefined
      if (!doc || !isUntouchedDraft(doc)) return Response.json({ discarded: false }, { headers: noStore })
      const published = await payload.countVersions({
        collection,
        where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
        overrideAccess: true,
        req,
      })
      if (published.totalDocs > 0) return Response.json({ discarded: false }, { headers: noStore })
      await payload.delete({ collection, id, overrideAccess: false, req })
      return Response.json({ discarded: true }, { headers: noStore })
    },
  }
}
