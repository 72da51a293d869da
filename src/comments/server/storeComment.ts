import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { enqueueMail } from '@/mail/enqueueMail'
import { runningWorker } from '@/mail/runningWorker'
import type { SiteSetting } from '@/payload-types'

import { commentNotice } from './commentNotice'
import type { CommentedPost, NewComment } from './handleCommentPost'

export interface StoreCommentMeta {
  settings: Pick<SiteSetting, 'studioName' | 'email' | 'commentNotifyEmail'>
  siteUrl: string
  fallbackAdminEmail: string
}

/**
 * Writes a comment and queues the studio's notice of it (none for spam: as in WordPress, the
 * studio reviews the spam list instead of being mailed about each bot). Both happen in one
 * transaction, on PostgreSQL and on SQLite (db/SerializedSqliteClient), so a failure leaves neither.
 * (Should an adapter run without transactions, the comment written first stays and the failure is
 * only logged: the visitor's words are not lost to a mail problem.)
 */
export async function storeComment(
  payload: Payload,
  comment: NewComment,
  post: CommentedPost,
  meta: StoreCommentMeta,
): Promise<number> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const transactional = Boolean(req.transactionID)
  let id: number | undefined
  try {
    const created = await payload.create({
      collection: 'comments',
      data: {
        post: comment.postId,
        parent: comment.parent || null,
        authorName: comment.authorName,
        authorEmail: comment.authorEmail,
        authorUrl: comment.authorUrl,
        content: comment.content,
        status: comment.status,
        date: comment.date,
        ip: comment.ip,
        userAgent: comment.userAgent,
        signals: comment.signals,
        previewKey: comment.previewKey,
        spamReasons: comment.spamReasons,
        ...(comment.akismet ? { akismet: comment.akismet } : {}),
      },
      overrideAccess: true,
      req,
    })
    id = created.id
    if (comment.status !== 'spam') {
      const draft = commentNotice({
        comment: {
          id: created.id,
          status: comment.status,
          author: comment.authorName,
          email: comment.authorEmail,
          url: comment.authorUrl,
          content: comment.content,
          ip: comment.ip,
        },
        post,
        studioName: meta.settings.studioName,
        siteUrl: meta.siteUrl,
        to: meta.settings.commentNotifyEmail || meta.settings.email || meta.fallbackAdminEmail,
      })
      await enqueueMail(payload, draft, { domain: new URL(meta.siteUrl).hostname, req })
    }
    await commitTransaction(req)
    runningWorker()?.kick()
    return created.id
  } catch (error) {
    await killTransaction(req)
    if (id !== undefined && !transactional) {
      payload.logger.error({ err: error }, `No se ha podido poner en cola el aviso del comentario ${id}`)
      return id
    }
    payload.logger.error({ err: error }, 'No se ha podido guardar un comentario')
    throw error
  }
}
