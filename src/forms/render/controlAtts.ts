import type { FormTag } from '@/forms/template/types'

import { escHtml } from '@/lib/html'
import type { AttValue } from './formatAtts'
import type { RenderState } from './renderState'

/** The ARIA state of a control, in CF7's order: required, invalid, then the error it is described by. */
export function ariaAtts(tag: FormTag, state: RenderState): Record<string, AttValue> {
  const error = state.errorRef(tag.name)
  return {
    'aria-required': tag.required ? 'true' : null,
    'aria-invalid': error === undefined ? 'false' : 'true',
    'aria-describedby': error,
  }
}

/** The class a control gets when its field failed validation. */
export function invalidClass(tag: FormTag, state: RenderState): string {
  return state.errorOf(tag.name) === undefined ? '' : ' wpcf7-not-valid'
}

/** CF7's `<span class="wpcf7-form-control-wrap" data-name>` around a control, with its error tip. */
export function wrapControl(tag: FormTag, control: string, state: RenderState): string {
  return `<span class="wpcf7-form-control-wrap" data-name="${escHtml(tag.name)}">${control}${state.tip(tag.name)}</span>`
}
