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

/** Comments around a form's HTML, so that the answer to a post without JavaScript can swap it. */
export const formMarkers = (unitTag: string) => [`<!--wpcf7:${unitTag}-->`, `<!--/wpcf7:${unitTag}-->`] as const

/** A stored form drawn as Contact Form 7's markup, with this server's quiz hashing. */
export function renderFormHtml(
  form: { id: number; template: string; acceptanceAsValidation?: boolean | null },
  placement: FormPlacement,
): { html: string; unitTag: string } {
  const unitTag = placement.unitTag ?? unitTagFor(form.id, placement.containerPostId, placement.n)
  const secret = env().payloadSecret
  const html = renderContactForm(form.template, {
    formId: form.id,
    unitTag,
    containerPostId: placement.containerPostId,
    action: placement.path,
    locale: CONTACT_FORM.locale,
    pluginVersion: CONTACT_FORM.pluginVersion,
    quizAnswerHash: (answer) => quizAnswerHash(secret, answer),
    acceptanceAsValidation: Boolean(form.acceptanceAsValidation),
    ...(placement.outcome ? { outcome: placement.outcome } : {}),
  })
  const [open, close] = formMarkers(unitTag)
  return { html: open + html + close, unitTag }
}
