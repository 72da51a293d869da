import { OPTION_PATTERNS, getColsOption, getOption, getRowsOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValue } from '../defaultValues'
import { escTextarea } from '@/lib/html'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { lengthAtts } from './lengthAtts'
import { placeholderOrValue } from './placeholderOrValue'

/**
 * `[textarea]`: 40 columns, 10 rows and 2000 characters by default (`60x5` sets the first two);
 * its initial text is the `[textarea]…[/textarea]` content or the first value.
 */
export function renderTextarea(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const { placeholder, value } = placeholderOrValue(tag, tag.content === '' ? (tag.values[0] ?? '') : tag.content)
  const atts = {
    cols: getColsOption(tag, '40'),
    rows: getRowsOption(tag, '10'),
    ...lengthAtts(tag, '2000'),
    class: classOption(tag, formControlsClass(tag.type) + invalidClass(tag, state)),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    readonly: hasOption(tag, 'readonly'),
    autocomplete: getOption(tag, 'autocomplete', '[-0-9a-zA-Z]+'),
    ...ariaAtts(tag, state),
    placeholder,
    name: tag.name,
  }
  const text = state.hangover(tag.name)?.[0] ?? defaultValue(tag, state.ctx.query, value)
  return wrapControl(tag, `<textarea ${formatAtts(atts)}>${escTextarea(text)}</textarea>`, state)
}
