import type { Endpoint } from 'payload'

import { validateComment } from '@/comments/core/validateComment'
import { env } from '@/env'

import { canReplyTo } from '../../core/moderationChoices'
import { editorRequest, jsonError, payloadErrorResponse } from './editorRequest'
import { siteSettings } from '@/settings/siteSettings'

/**
 * POST /api/comments/:id/reply {content}: "Responder como el estudio" in the comment's edit view,
 * WordPress's admin reply. The answer is published at once under the studio's name, on the same
 * article, threaded below the comment; answering a pending comment approves it first, because a
 * reply to something the site does not show would make no sense to readers.
 */
export const replyEndpoint: Endpoint = {
  path: '/:id/reply',
  method: 'post',
  handler: async (req) => {
    const request = await editorRequest(req)
    if (!request.ok) return request.response
    const content = typeof request.body.content === 'string' ? request.body.content : ''
    // The visitor's own checks (not empty, within WordPress's column length), with their messages.
    const checked = validateComment({ comment: content }, { requireNameEmail: false })
    const problem = checked.ok ? undefined : checked.errors.find((e) => e.field === 'comment')
    if (problem) return jsonError(problem.message, 400)

    try {
      const parent = await req.payload.findByID({
        collection: 'comments',
        id: request.id,
        depth: 0,
        req,
        overrideAccess: false,
        disableErrors: true,
      })
      if (!parent) return jsonError('No se ha encontrado el comentario.', 404)
      if (!canReplyTo(parent.status))
        return jsonError('No se puede responder a un comentario que está en spam o en la papelera.', 409)
      if (parent.status === 'pending')
        await req.payload.update({
          collection: 'comments',
          id: parent.id,
          data: { status: 'approved' },
          req,
          overrideAccess: false,
          depth: 0,
        })

      const settings = await siteSettings(req.payload)
      const user = req.user as { id: number; name?: string | null }
      const reply = await req.payload.create({
        collection: 'comments',
        data: {
          post: typeof parent.post === 'object' ? parent.post.id : parent.post,
          parent: parent.id,
          authorName: settings.studioName || user.name || 'Estudio',
          authorEmail: settings.email || null,
          authorUrl: env().siteUrl,
          content: content.trim(),
          status: 'approved',
          date: new Date().toISOString(),
          byStudio: user.id,
        },
        req,
        overrideAccess: false,
        depth: 0,
      })
      return Response.json(
        { id: reply.id, status: reply.status, parent: { id: parent.id, status: 'approved' } },
        { status: 201 },
      )
    } catch (error) {
      return payloadErrorResponse(error, req)
    }
  },
}
