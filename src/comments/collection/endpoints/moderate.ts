import type { Endpoint } from 'payload'

import { COMMENT_STATUSES } from '@/comments/core/commentStatus'

import { editorRequest, jsonError, payloadErrorResponse } from './editorRequest'

/**
 * POST /api/comments/:id/moderate {status}: the moderation buttons of the comment's edit view.
 * The change goes through the collection with the editor's request, so access rules apply and the
 * hooks see who made it (they re-render the article and tell Akismet about spam decisions).
 */
export const moderateEndpoint: Endpoint = {
  path: '/:id/moderate',
  method: 'post',
  handler: async (req) => {
    const request = await editorRequest(req)
    if (!request.ok) return request.response
    const status = COMMENT_STATUSES.find((s) => s === request.body.status)
    if (!status) return jsonError('Estado no válido.', 400)
    try {
      const doc = await req.payload.update({
        collection: 'comments',
        id: request.id,
        data: { status },
        req,
        overrideAccess: false,
        depth: 0,
      })
      return Response.json({ id: doc.id, status: doc.status })
    } catch (error) {
      return payloadErrorResponse(error, req)
    }
  },
}
