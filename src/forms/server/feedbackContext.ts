import 'server-only'

import { noJsChallengePassed } from '@/antispam/nojs/noJsChallengePassed'
import { browserLike } from '@/antispam/server/browserLike'
import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'
import { spamCheck } from '@/antispam/server/spamCheck'
import { payloadSpentTokenStore } from '@/antispam/store/payloadSpentTokenStore'
import { verifyCaptchaToken } from '@/antispam/server/verifyCaptchaToken'
import { payloadClient } from '@/db/payloadClient'
import { env } from '@/env'
import { clientIp } from '@/lib/clientIp'
import { canonicalQuizAnswer } from '@/forms/render'
import { ANTISPAM, CONTACT_FORM } from '@/lib/constants'
import type { Form } from '@/payload-types'

import type { FeedbackDeps, FeedbackForm, FeedbackInput } from './handleFeedback'
import { messageOverrides } from './formSchema'
import type { ParsedPost } from '@/lib/http/parseMultipart'
import { quizAnswerHash } from './quizAnswerHash'
import { refillResponse } from './refillResponse'
import { storeSubmission } from './storeSubmission'
import { siteSettings } from '@/settings/siteSettings'

/**
 * At most a few posts without JavaScript per address and ten minutes (across instances with Redis): the typed
 * word stops bots that post to any form, this stops one that learnt it from flooding the inbox.
 */
const noJsPosts = ipRateLimiter('nojs', () => ({ limit: 5, windowMs: 10 * 60 * 1000 }))
const noJsRateLimit = async (ip: string) => (await noJsPosts(ip)).allowed

/** Everything handleFeedback needs for one request: the form, the post, and this server's services. */
export async function feedbackContext(
  request: Request,
  doc: Form,
  post: ParsedPost,
  unitTag: string,
  /** `nojs`: a plain post from a browser without JavaScript, checked with the typed word instead of a CAPTCHA. */
  via: 'rest' | 'nojs' = 'rest',
): Promise<{ input: FeedbackInput; deps: FeedbackDeps }> {
  const payload = await payloadClient()
  const settings = await siteSettings(payload)
  const e = env()
  const form: FeedbackForm = {
    id: doc.id,
    title: doc.title,
    template: doc.template,
    messages: messageOverrides(doc.messages as Record<string, unknown>),
    acceptanceAsValidation: doc.acceptanceAsValidation,
    afterSubmit: doc.afterSubmit as FeedbackForm['afterSubmit'],
    script: doc.script,
    apiUrl: doc.apiUrl,
  }
  const remoteIp = clientIp(request)
  const userAgent = request.headers.get('user-agent') ?? ''
  const verify = (token: string) => verifyCaptchaToken(payload, settings, token, remoteIp)
  const containerPostId = Number(post.fields.findLast(([k]) => k === '_wpcf7_container_post')?.[1]) || 0
  return {
    input: {
      form,
      fields: post.fields,
      files: post.files,
      unitTag,
      userAgent,
      allowScripts: Boolean(settings.formScripts),
    },
    deps: {
      secret: e.payloadSecret,
      verifyCaptcha: async (token) =>
        via === 'nojs'
          ? (await noJsChallengePassed({
              cookieHeader: request.headers.get('cookie') ?? '',
              typed: post.fields.findLast(([k]) => k === CONTACT_FORM.noJsCheckField)?.[1] ?? '',
              formKey: unitTag,
              secret: e.payloadSecret,
              store: payloadSpentTokenStore(payload),
            })) && (await noJsRateLimit(remoteIp))
          : verify(token),
      checkSpam: ({ text, author, email, captcha }) =>
        spamCheck(settings, {
          type: 'contact-form',
          fields: post.fields,
          prefix: ANTISPAM.contactFormFieldPrefix,
          text,
          author,
          email,
          captcha,
          ip: remoteIp,
          userAgent,
          referrer: request.headers.get('referer') ?? undefined,
          // Only the page's script sends a form through the REST API, so its fields must be there;
          // a post without JavaScript has only the server-rendered ones.
          client: { browserLike: browserLike(request), scripted: via === 'rest' },
        }),
      quizAnswerHash: (answer) => quizAnswerHash(e.payloadSecret, answer),
      canonicalQuizAnswer,
      newQuiz: () => (refillResponse(doc.template) as { quiz?: Record<string, [string, string]> }).quiz,
      store: (submission) =>
        storeSubmission(payload, submission, {
          doc,
          settings,
          siteUrl: e.siteUrl,
          fallbackAdminEmail: e.adminEmail,
          remoteIp,
          userAgent,
          referer: request.headers.get('referer') ?? '',
          containerPostId,
          // The typed word is a weaker check than the CAPTCHA: a post without JavaScript never
          // makes the site write to an address the visitor gave.
          autoReply: via === 'rest',
          filesInBucket: Boolean(e.s3),
        }),
    },
  }
}
