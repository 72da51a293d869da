import type { CaptchaClient, CaptchaClientConfig } from '@/antispam/captcha/browser/CaptchaClient'
import { createCaptchaClient } from '@/antispam/captcha/browser/createCaptchaClient'
import { CAPTCHA } from '@/lib/constants'
import { COMMENTS } from '@/lib/commentLimits'

import { IDS } from '../core/ids'

/**
 * The comment form's invisible CAPTCHA, the contact forms' own: the provider is readied when the
 * visitor first reaches the form, and each submit waits for a fresh token (tokens expire, and a
 * comment takes a while to write), writes it into the form and sends the form on. The browser has
 * validated the form and the signal collector has written its fields by then (this listener runs
 * after theirs), so the form is sent with the prototype's submit(): WordPress's button named
 * "submit" hides the form's own method. Should no token come, the form goes without one and the
 * server asks again. Without JavaScript none of this runs and the visitor types the word instead.
 */
export function initCommentCaptcha(doc: Document, config: CaptchaClientConfig): { stop(): void } {
  let client: CaptchaClient | null = null
  const ready = () => (client ??= createCaptchaClient(config))
  const formOf = (target: EventTarget | null) => {
    const form = (target as Element | null)?.closest?.('form')
    return form?.id === IDS.form ? (form as HTMLFormElement) : null
  }

  const onFocus = (event: FocusEvent) => {
    if (formOf(event.target)) ready()
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = formOf(event.target)
    const field = form?.elements.namedItem(COMMENTS.captchaField)
    if (!form || !(field instanceof HTMLInputElement) || event.defaultPrevented) return
    event.preventDefault()
    void ready()
      .token(CAPTCHA.formAction)
      .catch((error: unknown) => (console.warn(error), ''))
      .then((token) => {
        field.value = token
        HTMLFormElement.prototype.submit.call(form)
      })
  }
  doc.addEventListener('focusin', onFocus)
  doc.addEventListener('submit', onSubmit)
  return {
    stop() {
      doc.removeEventListener('focusin', onFocus)
      doc.removeEventListener('submit', onSubmit)
    },
  }
}
