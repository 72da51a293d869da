import { OPTION_PATTERNS, getOption, getSizeOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValue } from '../defaultValues'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { lengthAtts } from './lengthAtts'
import { placeholderOrValue } from './placeholderOrValue'

const VALIDATED_AS = new Set(['email', 'url', 'tel'])

/** `[text]`, `[email]`, `[url]` and `[tel]`: one input of that type, 40 wide and 400 long by default. */
export function renderText(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const validatedAs = VALIDATED_AS.has(tag.basetype) ? ` wpcf7-validates-as-${tag.basetype}` : ''
  const { placeholder, value } = placeholderOrValue(tag, tag.values[0] ?? '')
  const atts = {
    size: getSizeOption(tag, '40'),
    ...lengthAtts(tag, '400'),
    class: classOption(tag, formControlsClass(tag.type, 'wpcf7-text') + validatedAs + invalidClass(tag, state)),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    readonly: hasOption(tag, 'readonly'),
    autocomplete: getOption(tag, 'autocomplete', '[-0-9a-zA-Z]+'),
    ...ariaAtts(tag, state),
    placeholder,
    value: state.hangover(tag.name)?.[0] ?? defaultValue(tag, state.ctx.query, value),
    type: tag.basetype,
    name: tag.name,
  }
  return wrapControl(tag, `<input ${formatAtts(atts)} />`, state)
}
