import { escHtml } from '@/lib/html'
import type { RenderOutcome } from './types'

/** The visible status message: empty until a post, then its message (CF7's form_response_output). */
export function renderResponseOutput(outcome: RenderOutcome | undefined): string {
  return `<div class="wpcf7-response-output" aria-hidden="true">${escHtml(outcome?.message ?? '')}</div>`
}
