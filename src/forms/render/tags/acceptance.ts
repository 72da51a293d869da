import { OPTION_PATTERNS, getClassOptions, getOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { wrapControl } from '../controlAtts'
import { formControlsClass } from '../controlClass'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'
import { sanitizeInlineHtml } from '../sanitizeInlineHtml'

/**
 * `[acceptance]`: one checkbox (value 1) labelled with the tag's content, which is editor HTML (a
 * link to the privacy policy…) and is sanitised to inline markup since it sits inside a <label>.
 * As in CF7 it is never checked again after a post: consent is given anew each time.
 */
export function renderAcceptance(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const error = state.errorRef(tag.name)
  let group = formControlsClass(tag.type)
  if (error !== undefined) group += ' wpcf7-not-valid'
  if (hasOption(tag, 'invert')) group += ' invert'
  if (hasOption(tag, 'optional')) group += ' optional'
  const classes = getClassOptions(tag).join(' ')
  const input = `<input ${formatAtts({
    type: 'checkbox',
    name: tag.name,
    value: '1',
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    checked: tag.options.some((option) => option.toLowerCase() === 'default:on'),
    class: classes === '' ? null : classes,
    id: state.idOf(tag),
    'aria-invalid': error === undefined ? 'false' : 'true',
    'aria-describedby': error,
  })} />`
  const content = sanitizeInlineHtml((tag.content === '' ? (tag.values[0] ?? '') : tag.content).trim())
  let item: string
  if (content === '') {
    item = input
  } else {
    const label = `<span class="wpcf7-list-item-label">${content}</span>`
    item = `<label>${hasOption(tag, 'label_first') ? label + input : input + label}</label>`
  }
  return wrapControl(tag, `<span class="${group}"><span class="wpcf7-list-item">${item}</span></span>`, state)
}
