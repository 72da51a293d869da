import 'server-only'

import { noJsChallengeFrame } from '@/antispam/nojs/noJsChallengeFrame'
import { env } from '@/env'
import { renderContactForm, unitTagFor } from '@/forms/render'
import type { StudioFacts } from '@/forms/template/studioTagKinds'
import { CONTACT_FORM } from '@/lib/constants'

import { quizAnswerHash } from '@/forms/server/quizAnswerHash'
import type { FormOutcome } from '../renderScope'

export interface FormPlacement {
  containerPostId: number
  /** The page's path: the form posts there when JavaScript is off. */
  path: string
  /** CF7's per-page counter (the `o{n}` of the unit tag). */
  n: number
  outcome?: FormOutcome | null
  unitTag?: string
  /** The studio's details for `[studio …]` tags (see studioFacts). */
  studio: StudioFacts
}

/**
 * The human check of posts without JavaScript, which only browsers without it show: a frame that
 * shows a new word each time it loads (see the wpcf7-nojs/challenge route) and a box to type it in.
 */
const noJsCheck = (unitTag: string) =>
  `<noscript><p class="wpcf7-nojs-check"><label>Sin JavaScript no podemos comprobar que no eres un robot. ${noJsChallengeFrame(unitTag)} <input type="text" name="${CONTACT_FORM.noJsCheckField}" required="required" autocomplete="off" size="12" /></label></p></noscript>`

/**
 * Puts the no-JavaScript check just before the send button (its paragraph, when it has one), so it
 * is filled before sending; else before the response output, else at the end of the form.
 */
function withNoJsCheck(html: string, unitTag: string): string {
  const submit = html.lastIndexOf('wpcf7-submit')
  let index = -1
  if (submit >= 0) {
    const control = Math.max(html.lastIndexOf('<input', submit), html.lastIndexOf('<button', submit))
    const paragraph = Math.max(html.lastIndexOf('<p>', control), html.lastIndexOf('<p ', control))
    index = paragraph >= 0 && html.lastIndexOf('</p>', control) < paragraph ? paragraph : control
  }
  if (index < 0) index = html.indexOf('<div class="wpcf7-response-output"')
  if (index < 0) index = html.lastIndexOf('</form>')
  return index < 0 ? html : html.slice(0, index) + noJsCheck(unitTag) + html.slice(index)
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
  const html = withNoJsCheck(
    renderContactForm(form.template, {
      formId: form.id,
      unitTag,
      containerPostId: placement.containerPostId,
      action: placement.path,
      locale: CONTACT_FORM.locale,
      pluginVersion: CONTACT_FORM.pluginVersion,
      quizAnswerHash: (answer) => quizAnswerHash(secret, answer),
      acceptanceAsValidation: Boolean(form.acceptanceAsValidation),
      studio: placement.studio,
      ...(placement.outcome ? { outcome: placement.outcome } : {}),
    }),
    unitTag,
  )
  const [open, close] = formMarkers(unitTag)
  return { html: open + html + close, unitTag }
}
