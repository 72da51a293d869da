import type { Payload } from 'payload'

import type { CaptchaClientConfig } from '@/antispam/captcha/browser/CaptchaClient'
import type { CaptchaConfig } from '@/antispam/captcha/server/CaptchaConfig'
import { captchaConfigFromEnv } from '@/antispam/captcha/server/captchaFromEnv'
import { noJsChallengePassed } from '@/antispam/nojs/noJsChallengePassed'
import { payloadSpentTokenStore } from '@/antispam/store/payloadSpentTokenStore'
import { commentFormKey } from '@/comments/render/commentFormKey'
import { verifyCaptchaToken } from '@/antispam/server/verifyCaptchaToken'
import { env } from '@/env'
import { ALTCHA_CHALLENGE_PATH } from '@/lib/captchaProviders'
import { COMMENTS } from '@/lib/commentLimits'
import type { SiteSetting } from '@/payload-types'

import type { CommentCaptchaResult } from './commentPostTypes'

type CaptchaSettings = Pick<SiteSetting, 'captchaProvider' | 'captchaSiteKey' | 'captchaSecretKey'>

/**
 * The CAPTCHA comments ask for: the contact forms' (ALTCHA when theirs lacks its keys), or none
 * with COMMENT_CAPTCHA=off or the provider `none` (local testing only: the environment refuses it
 * on a public site), which checks nothing for the forms and so nothing for comments either.
 */
function commentCaptchaConfig(settings: CaptchaSettings): CaptchaConfig | null {
  if (!env().commentCaptcha) return null
  const resolved = captchaConfigFromEnv({
    provider: settings.captchaProvider,
    siteKey: settings.captchaSiteKey,
    secretKey: settings.captchaSecretKey,
  })
  const captcha: CaptchaConfig = resolved.ok ? resolved.config : { provider: 'altcha' }
  return captcha.provider === 'none' ? null : captcha
}

/** What the comment form's script needs to get a token (provider and public key, never the secret), or null for none. */
export function commentCaptchaClient(settings: CaptchaSettings): CaptchaClientConfig | null {
  const captcha = commentCaptchaConfig(settings)
  return captcha && { provider: captcha.provider, siteKey: captcha.siteKey, challengeUrl: ALTCHA_CHALLENGE_PATH }
}

/**
 * The comment's CAPTCHA: a token the script wrote is verified (and spent); without one, the post
 * came from a browser without JavaScript and the word its challenge frame showed stands in for it,
 * as in the forms (good once, signed, time-limited: antispam/nojs).
 */
export async function checkCommentCaptcha(
  payload: Payload,
  settings: SiteSetting,
  {
    fields,
    ip,
    cookieHeader,
    postId,
  }: { fields: readonly [string, string][]; ip: string; cookieHeader: string; postId: number },
): Promise<CommentCaptchaResult> {
  if (!commentCaptchaConfig(settings)) return 'off'
  const last = (name: string) => fields.findLast(([k]) => k === name)?.[1]?.trim() ?? ''
  const token = last(COMMENTS.captchaField)
  if (token) return (await verifyCaptchaToken(payload, settings, token, ip)) ? 'ok' : 'failed'
  const passed = await noJsChallengePassed({
    cookieHeader,
    typed: last(COMMENTS.noJsCheckField),
    formKey: commentFormKey(postId),
    secret: env().payloadSecret,
    store: payloadSpentTokenStore(payload),
  })
  return passed ? 'word-ok' : 'word-wrong'
}
