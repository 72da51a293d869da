import { resolveDateOption } from '@/forms/template/dateOption'
import { OPTION_PATTERNS, getOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValue } from '../defaultValues'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { placeholderOrValue } from './placeholderOrValue'

/**
 * `[date]`: `min:`/`max:` and the initial value may be relative (`today`, `today+2weeks`) and are
 * written as the dates they stand for on the day the page is rendered; a limit that reads as no
 * date is left out, as in CF7.
 */
export function renderDate(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const resolve = (option: string | undefined): string | undefined =>
    option === undefined ? undefined : resolveDateOption(option, state.today)
  const { placeholder, value: initial } = placeholderOrValue(tag, tag.values[0] ?? '')
  const preset = defaultValue(tag, state.ctx.query, initial)
  const atts = {
    class: classOption(tag, `${formControlsClass(tag.type)} wpcf7-validates-as-date${invalidClass(tag, state)}`),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    min: resolve(getOption(tag, 'min')),
    max: resolve(getOption(tag, 'max')),
    step: getOption(tag, 'step', OPTION_PATTERNS.int),
    readonly: hasOption(tag, 'readonly'),
    ...ariaAtts(tag, state),
    placeholder,
    value: state.hangover(tag.name)?.[0] ?? (preset === '' ? '' : (resolve(preset) ?? preset)),
    type: 'date',
    name: tag.name,
  }
  return wrapControl(tag, `<input ${formatAtts(atts)} />`, state)
}
