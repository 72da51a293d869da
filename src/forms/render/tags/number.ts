import { OPTION_PATTERNS, getOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValue } from '../defaultValues'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { placeholderOrValue } from './placeholderOrValue'

/**
 * `[number]` and `[range]`. A slider always has limits (0 and 100 unless given) and, since it
 * cannot be empty, starts halfway between them when it has no value.
 */
export function renderNumber(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const isRange = tag.basetype === 'range'
  const min = getOption(tag, 'min', OPTION_PATTERNS.signedNum) ?? (isRange ? '0' : undefined)
  const max = getOption(tag, 'max', OPTION_PATTERNS.signedNum) ?? (isRange ? '100' : undefined)
  const { placeholder, value: initial } = placeholderOrValue(tag, tag.values[0] ?? '')
  let value = state.hangover(tag.name)?.[0] ?? defaultValue(tag, state.ctx.query, initial)
  if (isRange && value === '') value = Number(min) < Number(max) ? String((Number(min) + Number(max)) / 2) : String(min)
  const atts = {
    class: classOption(tag, `${formControlsClass(tag.type)} wpcf7-validates-as-number${invalidClass(tag, state)}`),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    min,
    max,
    step: getOption(tag, 'step', OPTION_PATTERNS.num),
    readonly: hasOption(tag, 'readonly'),
    ...ariaAtts(tag, state),
    placeholder,
    value,
    type: tag.basetype,
    name: tag.name,
  }
  return wrapControl(tag, `<input ${formatAtts(atts)} />`, state)
}
