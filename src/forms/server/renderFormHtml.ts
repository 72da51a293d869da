import 'server-only'

import { env } from '@/env'
import { renderContactForm, unitTagFor } from '@/forms/render'
import { CONTACT_FORM } from '@/lib/constants'

import { quizAnswerHash } from './quizAnswerHash'
import type { FormOutcome } from './renderScope'

export interface FormPlacement {
  containerPostId: number
  /** The page's path: the form posts there when JavaScript is off. */
  path: string
  /** CF7's per-page counter (the `o{n}` of the unit tag). */
  n: number
  outcome?: FormOutcome | null
  unitTag?: string
}

/** The human check of posts without JavaScript, which only browsers without it show. */
const NOJS_CHECK = `<noscript><p class="wpcf7-nojs-check"><label>Sin JavaScript no podemos comprobar que no eres un robot: escribe la palabra «${CONTACT_FORM.noJsCheckWord}» aquí <input type="text" name="${CONTACT_FORM.noJsCheckField}" required="required" autocomplete="off" size="10" /></label></p></noscript>`

/** Puts the no-JavaScript check just before the response output (or the end of the form). */
function withNoJsCheck(html: string): string {
  const at = html.indexOf('<div class="wpcf7-response-output"')
  const index = at >= 0 ? at : html.lastIndexOf('</form>')
  return index < 0 ? html : html.slice(0, index) + NOJS_CHECK + html.slice(index)
}

/** Comments around a form's HTML, so that the answer to a post without JavaScript can swap it. */
export const formMarkers = (unitTag: string) => [`<!--wpcf7:${unitTag}-->`, `<!--/wpcf7:${unitTag}-->`] as const

/** A stored form drawn as Contact Form 7's markup, with this server's quiz hashing. */
export function renderFormHtml(
  form: { id: number; template: string; acceptanceAsValidation?: boolean | null },
  placement: FormPlacement,
): { html: string; unitTag: string } {
  const unitTag = placement.unitTag ?? unitTagFor(form.id, placement.containerPostId, placement.n)
  const secret = env().payloadSecret
  const html = withNoJsCheck(renderContactForm(form.template, {
    formId: form.id,
    unitTag,
    containerPostId: placement.containerPostId,
    action: placement.path,
    locale: CONTACT_FORM.locale,
    pluginVersion: CONTACT_FORM.pluginVersion,
    quizAnswerHash: (answer) => quizAnswerHash(secret, answer),
    acceptanceAsValidation: Boolean(form.acceptanceAsValidation),
    ...(placement.outcome ? { outcome: placement.outcome } : {}),
  }))
  const [open, close] = formMarkers(unitTag)
  return { html: open + html + close, unitTag }
}
