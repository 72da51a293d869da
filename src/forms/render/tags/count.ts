import { getMaxlengthOption, getMinlengthOption, hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { classOption } from '../controlClass'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'

/**
 * `[count name]` / `[count name down]`: a character counter for the field of that name (the first
 * other tag with it). Its limits are the field's own `maxlength:`/`minlength:` options, not the
 * defaults, as in CF7. The starting value is CF7's; the current one already counts a refilled value,
 * so the counter is right before any script runs.
 */
export function renderCount(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  const target = state.tags.find((other) => other.name === tag.name && other.basetype !== 'count')
  let maximum = target === undefined ? undefined : getMaxlengthOption(target)
  let minimum = target === undefined ? undefined : getMinlengthOption(target)
  if (maximum !== undefined && minimum !== undefined && Number(maximum) < Number(minimum)) {
    maximum = undefined
    minimum = undefined
  }
  const down = hasOption(tag, 'down')
  const starting = down ? Number(maximum ?? 0) : 0
  const text = state.hangover(tag.name)?.[0] ?? ''
  const length = text.trim().length
  const current = down ? Number(maximum ?? 0) - length : length
  const classes = [down ? 'wpcf7-character-count down' : 'wpcf7-character-count up']
  // The browser script compares the untrimmed length, and so does this.
  if (maximum !== undefined && text.length > Number(maximum)) classes.push('too-long')
  if (minimum !== undefined && text !== '' && text.length < Number(minimum)) classes.push('too-short')
  const atts = {
    id: state.idOf(tag),
    class: classOption(tag, classes.join(' ')),
    'data-target-name': tag.name,
    'data-starting-value': starting,
    'data-current-value': current,
    'data-maximum-value': maximum,
    'data-minimum-value': minimum,
  }
  return `<span ${formatAtts(atts)}>${current}</span>`
}
