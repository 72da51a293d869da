import { OPTION_PATTERNS, getOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { defaultValues } from '../defaultValues'
import { escHtml } from '@/lib/html'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { isShown } from './isShown'

/**
 * `[checkbox]` and `[radio]`: one `wpcf7-list-item` per value inside a group span. Checkboxes post
 * `name[]`, except `exclusive` ones (one choice, kept so by the browser script). `free_text` adds a
 * text input after the last item, disabled until that item is checked.
 */
export function renderCheckbox(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const exclusive = tag.basetype === 'checkbox' && hasOption(tag, 'exclusive')
  const multiple = tag.basetype === 'checkbox' && !exclusive
  const freeText = hasOption(tag, 'free_text')
  const posted = state.hangover(tag.name)
  const chosen = isShown(posted) ? posted : defaultValues(tag, state.ctx.query).slice(0, multiple ? undefined : 1)
  const tabindexOption = getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt)
  let tabindex = tabindexOption === undefined ? undefined : Number(tabindexOption)
  const group = {
    class: classOption(
      tag,
      formControlsClass(tag.type) + invalidClass(tag, state) + (exclusive ? ' wpcf7-exclusive-checkbox' : ''),
    ),
    id: state.idOf(tag),
    'aria-describedby': state.errorRef(tag.name),
  }

  const items = tag.values.map((value, index) => {
    const last = index === tag.values.length - 1
    // The server appends the free text to the last value ("Otro azul"), so either form means checked.
    const checked = chosen.includes(value) || (last && freeText && chosen.some((item) => item.startsWith(`${value} `)))
    const input = `<input ${formatAtts({ type: tag.basetype, name: multiple ? `${tag.name}[]` : tag.name, value, checked, tabindex })} />`
    const label = `<span class="wpcf7-list-item-label">${escHtml(tag.labels[index] ?? value)}</span>`
    let item = hasOption(tag, 'label_first') ? label + input : input + label
    if (hasOption(tag, 'use_label_element')) item = `<label>${item}</label>`
    if (tabindex !== undefined && tabindex > 0) tabindex += 1
    const classes = ['wpcf7-list-item', index === 0 ? 'first' : '', last ? 'last' : '']
    if (last && freeText) {
      item += ` ${freeTextInput(tag, state, checked, tabindex)}`
      classes.push('has-free-text')
    }
    return `<span class="${classes.filter(Boolean).join(' ')}">${item}</span>`
  })

  return wrapControl(tag, `<span ${formatAtts(group)}>${items.join('')}</span>`, state)
}

function freeTextInput(tag: FormTag, state: RenderState, checked: boolean, tabindex: number | undefined): string {
  const name = `_wpcf7_free_text_${tag.name}`
  return `<input ${formatAtts({
    type: 'text',
    name,
    class: 'wpcf7-free-text',
    tabindex,
    value: state.hangover(name)?.[0],
    // Disabled inputs are not posted: the box only counts while its item is checked.
    disabled: !checked,
  })} />`
}
