import { apiFetch } from '../api/apiFetch'
import { apiUrl } from '../api/apiUrl'
import type { FormContext } from '../context'
import { screenReader } from '../errors/dom'
import { focusFirstInvalid } from '../errors/focusFirstInvalid'
import { clearResponse } from '../errors/validationError'
import { submissionDetail } from '../status/eventDetail'
import { setStatus } from '../status/setStatus'
import { outcomeEvent } from '../status/statusClass'
import { triggerEvent } from '../triggerEvent'
import type { FeedbackResponse } from '../types'
import { refreshCaptchaToken } from './captchaToken'
import { markInvalid } from './markInvalid'

/**
 * CF7's submit flow (reference §3.2): CAPTCHA token first (no token, no post), then FormData plus the
 * submitter, clearResponse, `wpcf7beforesubmit`, `submitting`, POST, the new status, the outcome
 * event and `wpcf7submit`, and the response written into the form. Failures go to the console only.
 */
export async function submit(ctx: FormContext, submitter: HTMLElement | null): Promise<void> {
  if (ctx.submitting) return
  ctx.submitting = true
  try {
    if (!(await refreshCaptchaToken(ctx))) return
    const { form } = ctx
    const formData = new FormData(form)
    if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) {
      if (submitter.name) formData.append(submitter.name, submitter.value)
    }
    const detail = submissionDetail(ctx.meta, ctx.status, formData)
    clearResponse(ctx)
    triggerEvent(form, 'beforesubmit', detail)
    setStatus(ctx, 'submitting')

    const url = apiUrl(ctx.apiRoot, `contact-forms/${ctx.meta.contactFormId}/feedback`)
    const response = (await apiFetch(ctx.env.fetch, url, { method: 'POST', body: formData }).catch(
      rateLimited,
    )) as FeedbackResponse
    const status = setStatus(ctx, response.status)
    detail.status = response.status
    detail.apiResponse = response
    const outcome = outcomeEvent(status)
    if (outcome) triggerEvent(form, outcome, detail)
    triggerEvent(form, 'submit', detail)
    showResponse(ctx, response)
  } catch (error) {
    ctx.log.error(error)
  } finally {
    ctx.submitting = false
  }
}

/**
 * Beyond CF7: the site's per-address limit (429) and a database out of reach for a moment (503)
 * answer with a response in CF7's shape, which is shown like any other outcome so the visitor
 * learns to wait; every other failure is rethrown.
 */
async function rateLimited(error: unknown): Promise<unknown> {
  if (!(error instanceof Response) || (error.status !== 429 && error.status !== 503)) throw error
  const body = (await error.json().catch(() => {
    // A 429 or 503 without CF7's JSON body (a proxy's page) is no
    // response to show: the original failure is rethrown below.
    return null
  })) as FeedbackResponse | null
  if (!body?.status) throw error
  return body
}

function showResponse(ctx: FormContext, response: FeedbackResponse): void {
  const { form } = ctx
  const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]')
  if (response.posted_data_hash && hash) hash.value = response.posted_data_hash
  if (response.status === 'mail_sent') {
    form.reset()
    ctx.resetOnMailSent = true
  }
  const invalid = markInvalid(ctx, response)
  const message = String(response.message ?? '')
  screenReader(ctx.container).status?.insertAdjacentText('beforeend', message)
  form.querySelectorAll<HTMLElement>('.wpcf7-response-output').forEach((div) => (div.innerText = message))
  if (invalid.length) {
    ctx.steps?.showInvalid(invalid)
    focusFirstInvalid(ctx)
  }
}
