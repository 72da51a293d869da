import { OPTION_PATTERNS, getOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValues } from '../defaultValues'
import { escHtml } from '@/lib/html'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { TEXTS } from '../texts'
import { isShown } from './isShown'

/**
 * `[select]`: a drop-down of the tag's values. `include_blank` (or having no values) adds a blank
 * first choice; `first_as_label` makes the first value one, kept as the label; `multiple` posts
 * `name[]`. The posted choice, else `default:`, is selected.
 */
export function renderSelect(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const multiple = hasOption(tag, 'multiple')
  const values = [...tag.values]
  const labels = [...tag.labels]
  if (hasOption(tag, 'include_blank') || values.length === 0) {
    values.unshift('')
    labels.unshift(TEXTS.blankOption)
  } else if (hasOption(tag, 'first_as_label')) {
    values[0] = ''
  }
  const posted = state.hangover(tag.name)
  const chosen = isShown(posted) ? posted : defaultValues(tag, state.ctx.query).slice(0, multiple ? undefined : 1)
  const options = values
    .map((value, index) => {
      const atts = formatAtts({ value, selected: chosen.includes(value) })
      return `<option ${atts}>${escHtml(labels[index] ?? value)}</option>`
    })
    .join('')
  const atts = {
    class: classOption(tag, formControlsClass(tag.type) + invalidClass(tag, state)),
    id: state.idOf(tag),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    autocomplete: getOption(tag, 'autocomplete', '[-0-9a-zA-Z]+'),
    ...ariaAtts(tag, state),
    size: hasOption(tag, 'size')
      ? (nonZero(getOption(tag, 'size', OPTION_PATTERNS.int)) ?? (multiple ? '4' : '1'))
      : undefined,
    multiple,
    name: multiple ? `${tag.name}[]` : tag.name,
  }
  return wrapControl(tag, `<select ${formatAtts(atts)}>${options}</select>`, state)
}

const nonZero = (value: string | undefined): string | undefined =>
  value === undefined || Number(value) === 0 ? undefined : value
