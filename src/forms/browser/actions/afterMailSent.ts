import type { FormContext } from '../context'
import { formSpecFromHtml, postAutoForm, toAutoForm } from './autoForm'
import { planActions } from './planActions'
import { showPopup } from './popup'
import { runActions } from './runActions'
import { runScript } from './runScript'

/** Carries out the post-submit orders of a mail_sent response (popups, redirects, forms, scripts). */
export function afterMailSent(ctx: FormContext, response: unknown): void {
  if (typeof response !== 'object' || response === null) return
  const doc = ctx.form.ownerDocument
  const base = doc.baseURI
  const { actions, warnings } = planActions(response as Record<string, unknown>, {
    allowScripts: ctx.allowScripts,
    base,
  })
  warnings.forEach((warning) => ctx.log.warn(warning))
  const timers = runActions(actions, ctx.env, {
    popup: (popup) => showPopup(doc, popup, ctx.env),
    post(spec) {
      const form = toAutoForm(typeof spec === 'string' ? formSpecFromHtml(doc, spec) : spec, base)
      if (form) postAutoForm(doc, form, ctx.env.submitForm)
      else ctx.log.warn('Contact form: generated form ignored: no safe action URL')
    },
    script(action) {
      if (doc.defaultView) runScript(doc.defaultView, action, ctx.log)
    },
    request(url, method) {
      ctx.env
        .fetch(url, { method, mode: 'no-cors', credentials: 'omit', keepalive: true })
        .catch((error: unknown) => ctx.log.error(error))
    },
  })
  ctx.timers.push(...timers)
}
