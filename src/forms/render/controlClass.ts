import { getClassOptions } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

/**
 * CF7's wpcf7_form_controls_class: `wpcf7-form-control wpcf7-{basetype}`, then
 * `wpcf7-validates-as-required` for a starred type, then the module's own classes.
 */
export function formControlsClass(type: string, extra = ''): string {
  const classes = ['wpcf7-form-control', `wpcf7-${type.replace(/\*$/, '')}`]
  if (type.endsWith('*')) classes.push('wpcf7-validates-as-required')
  return unique([...classes, ...extra.split(' ')])
}

/** CF7's get_class_option: the given classes, then the tag's `class:` options, without repeats. */
export function classOption(tag: Pick<FormTag, 'options'>, classes: string): string {
  return unique([...classes.split(' '), ...getClassOptions(tag)])
}

function unique(classes: readonly string[]): string {
  return [...new Set(classes.filter((name) => name !== ''))].join(' ')
}
