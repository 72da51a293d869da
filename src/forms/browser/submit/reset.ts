import { apiFetch } from '../api/apiFetch'
import { apiUrl } from '../api/apiUrl'
import type { FormContext } from '../context'
import { clearResponse } from '../errors/validationError'
import { submissionDetail } from '../status/eventDetail'
import { setStatus } from '../status/setStatus'
import { triggerEvent } from '../triggerEvent'

/**
 * CF7's reset flow, on the form's native `reset` (including the one after mail_sent): clear, status
 * `resetting`, GET refill, then `sent` after a mail_sent reset or `init` otherwise, and `wpcf7reset`
 * with the refill as apiResponse. A multi-step form goes back to its first step.
 */
export async function reset(ctx: FormContext): Promise<void> {
  const { form } = ctx
  const detail = submissionDetail(ctx.meta, ctx.status, new FormData(form))
  clearResponse(ctx)
  setStatus(ctx, 'resetting')
  ctx.steps?.show(0, false)
  try {
    const url = apiUrl(ctx.apiRoot, `contact-forms/${ctx.meta.contactFormId}/refill`)
    const refill = await apiFetch(ctx.env.fetch, url, { method: 'GET' })
    setStatus(ctx, ctx.resetOnMailSent ? 'mail_sent' : 'init')
    ctx.resetOnMailSent = false
    detail.apiResponse = refill
    triggerEvent(form, 'reset', detail)
  } catch (error) {
    ctx.log.error(error)
  }
}
