import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { hitPostRateLimit } from '@/antispam/server/postRateLimit'
import { browserLike } from '@/antispam/server/browserLike'
import { spamCheck } from '@/antispam/server/spamCheck'
import { env } from '@/env'
import { clientIp } from '@/lib/clientIp'
import type { SiteSetting } from '@/payload-types'
import { siteSettings } from '@/settings/siteSettings'

import type { CommentPostDeps, CommentPostInput } from './handleCommentPost'
import { checkCommentCaptcha } from './commentCaptcha'
import { commentReads } from './commentReads'
import { storeComment } from './storeComment'

/** Everything handleCommentPost needs for one request, backed by Payload and this server's services. */
export async function commentContext(
  request: Request,
  payload: Payload,
  fields: [string, string][],
): Promise<{ input: CommentPostInput; deps: CommentPostDeps; settings: SiteSetting }> {
  const settings = await siteSettings(payload)
  const e = env()
  const deps: CommentPostDeps = {
    ...commentReads(payload),
    rateLimit: hitPostRateLimit,
    moderation: settings.commentModeration === 'all' ? 'all' : 'known',
    checkCaptcha: (postId) =>
      checkCommentCaptcha(payload, settings, {
        fields,
        ip: clientIp(request),
        cookieHeader: request.headers.get('cookie') ?? '',
        postId,
      }),
    // A comment with a CAPTCHA token was sent by the page's script, so the script's fields must be
    // there; without JavaScript only the server-rendered ones are (the typed word checks those).
    spamCheck: (check) =>
      spamCheck(settings, {
        ...check,
        client: { browserLike: browserLike(request), scripted: check.captcha === 'ok' || check.captcha === 'failed' },
      }),
    store: (comment, post) =>
      storeComment(payload, comment, post, { settings, siteUrl: e.siteUrl, fallbackAdminEmail: e.adminEmail }),
    previewKey: () => randomBytes(16).toString('base64url'),
  }
  const input: CommentPostInput = {
    fields,
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent') ?? '',
    referrer: request.headers.get('referer') ?? '',
    now: new Date(),
    siteUrl: e.siteUrl,
  }
  return { input, deps, settings }
}
