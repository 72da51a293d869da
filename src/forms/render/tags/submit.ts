import { OPTION_PATTERNS, getOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { classOption, formControlsClass } from '../controlClass'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { TEXTS } from '../texts'

/**
 * `[submit "Label"]`: the send button ("Enviar" without a label), followed by the spinner CF7's
 * script would insert after it, so that the page needs no script to have it in place.
 */
export function renderSubmit(tag: FormTag, state: RenderState): string {
  const atts = {
    class: classOption(tag, formControlsClass(tag.type, 'has-spinner')),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    type: 'submit',
    value: tag.values[0] || TEXTS.submit,
  }
  return `<input ${formatAtts(atts)} /><span class="wpcf7-spinner"></span>`
}
