import { CAPTCHA } from '@/lib/constants'

import type { FormContext } from '../context'

/**
 * Asks the CAPTCHA provider for a `contactform` token and writes it into `_wpcf7_recaptcha_response`
 * of every contact form on the page (as an attribute, so that a form reset keeps it). Resolves to
 * false when there is a provider but no token; the caller decides whether that blocks.
 */
export async function refreshCaptchaToken(ctx: FormContext): Promise<boolean> {
  if (!ctx.captcha) return true
  const doc = ctx.form.ownerDocument
  try {
    const token = await ctx.captcha.token(CAPTCHA.formAction)
    doc.querySelectorAll('form.wpcf7-form input[name="_wpcf7_recaptcha_response"]').forEach((input) => {
      input.setAttribute('value', token)
    })
    doc.dispatchEvent(new CustomEvent('wpcf7grecaptchaexecuted', { detail: { action: CAPTCHA.formAction, token } }))
    return true
  } catch (error) {
    ctx.log.error(error)
    return false
  }
}
