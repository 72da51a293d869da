import { escHtml } from '@/lib/html'

import { COMMENT_TEXTS } from './texts'
import type { RespondState } from './types'

/**
 * Every problem of a refused comment at the top of the form (role=alert), each linking to its field.
 * A message shared by two fields (WordPress has one for a missing name or e-mail) is listed once.
 * When no field is at fault (a duplicate, a flood) the summary itself takes the focus on load.
 */
export function renderErrorSummary(errors: NonNullable<RespondState['errors']>, { focus }: { focus: boolean }): string {
  if (errors.length === 0) return ''
  const seen = new Set<string>()
  const items = errors
    .filter(({ message }) => !seen.has(message) && seen.add(message))
    .map(
      ({ field, message }) =>
        `<li>${field === 'form' ? escHtml(message) : `<a href="#${field}">${escHtml(message)}</a>`}</li>`,
    )
  const focusAtts = focus ? ' tabindex="-1" autofocus' : ''
  return `<div class="comment-form-errors" role="alert"${focusAtts}><p>${COMMENT_TEXTS.errorsTitle}</p><ul>${items.join('')}</ul></div>`
}
