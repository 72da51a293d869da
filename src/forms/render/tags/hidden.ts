import type { FormTag } from '@/forms/template/types'

import { classOption, formControlsClass } from '../controlClass'
import { defaultValue } from '../defaultValues'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'

/** `[hidden name "value"]`: a hidden input, unwrapped as in CF7; `default:get` may supply the value. */
export function renderHidden(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const atts = {
    class: classOption(tag, formControlsClass(tag.type)),
    id: state.idOf(tag),
    value: defaultValue(tag, state.ctx.query, tag.values[0] ?? ''),
    type: 'hidden',
    name: tag.name,
  }
  return `<input ${formatAtts(atts)} />`
}
