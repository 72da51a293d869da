import 'server-only'

import { captchaVerifierFromEnv } from '@/antispam/captcha/server/captchaFromEnv'
import { payloadSpentTokenStore } from '@/antispam/store/payloadSpentTokenStore'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { canonicalQuizAnswer } from '@/forms/render'
import { CAPTCHA } from '@/lib/constants'
import type { Form } from '@/payload-types'

import type { FeedbackDeps, FeedbackForm, FeedbackInput } from './handleFeedback'
import { messageOverrides } from './formSchema'
import type { ParsedPost } from './parseMultipart'
import { quizAnswerHash } from './quizAnswerHash'
import { storeSubmission } from './storeSubmission'

/** The visitor's address: nginx's X-Real-IP, else the first X-Forwarded-For hop. */
export function clientIp(request: Request): string {
  return (
    request.headers.get('x-real-ip')?.trim() ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    ''
  )
}

/** Everything handleFeedback needs for one request: the form, the post, and this server's services. */
export async function feedbackContext(
  request: Request,
  doc: Form,
  post: ParsedPost,
  unitTag: string,
): Promise<{ input: FeedbackInput; deps: FeedbackDeps }> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
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
  const verifier = captchaVerifierFromEnv(
    { store: payloadSpentTokenStore(payload) },
    { provider: settings.captchaProvider, siteKey: settings.captchaSiteKey, secretKey: settings.captchaSecretKey },
  )
  const containerPostId = Number(post.fields.findLast(([k]) => k === '_wpcf7_container_post')?.[1]) || 0
  return {
    input: { form, fields: post.fields, files: post.files, unitTag, userAgent, allowScripts: Boolean(settings.formScripts) },
    deps: {
      secret: e.payloadSecret,
      verifyCaptcha: async (token) => (await verifier.verify(token, { action: CAPTCHA.formAction, remoteIp })).ok,
      quizAnswerHash: (answer) => quizAnswerHash(e.payloadSecret, answer),
      canonicalQuizAnswer,
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
        }),
    },
  }
}
