import type { FormTagBaseType } from './formTagTypes'
import { STUDIO_TAG_KINDS } from './studioTagKinds'

/** Options that are plain switches: their presence is what counts. */
export const FLAG_OPTIONS = new Set([
  'placeholder',
  'watermark',
  'readonly',
  'multiple',
  'include_blank',
  'first_as_label',
  'use_label_element',
  'label_first',
  'exclusive',
  'free_text',
  'optional',
  'invert',
  'down',
])

const COMMON = ['id', 'class', 'tabindex']
// Elements a visitor never focuses: an id and classes for styling, no tabindex.
const UNFOCUSABLE = ['id', 'class']
const TEXT_LIKE = [
  'placeholder',
  'watermark',
  'default',
  'akismet',
  'autocomplete',
  'size',
  'maxlength',
  'minlength',
  'readonly',
  'list',
]
const NUMBER_LIKE = ['placeholder', 'watermark', 'default', 'min', 'max', 'step', 'readonly', 'autocomplete']
const CHOICES = ['use_label_element', 'label_first', 'free_text', 'default', 'data']

/** The options CF7 reads for each type (by name, before any `:`). */
const OPTIONS: Record<FormTagBaseType, readonly string[]> = {
  text: TEXT_LIKE,
  email: TEXT_LIKE,
  tel: TEXT_LIKE,
  url: TEXT_LIKE,
  textarea: [...TEXT_LIKE.filter((name) => name !== 'size' && name !== 'list'), 'cols', 'rows'],
  number: NUMBER_LIKE,
  range: NUMBER_LIKE,
  date: NUMBER_LIKE,
  select: ['multiple', 'include_blank', 'first_as_label', 'default', 'data', 'size', 'autocomplete'],
  checkbox: [...CHOICES, 'exclusive', 'consent_for'],
  radio: CHOICES,
  acceptance: ['optional', 'invert', 'default', 'consent_for', 'label_first'],
  quiz: ['size', 'maxlength', 'autocomplete'],
  file: ['limit', 'filetypes', 'size', 'capture'],
  submit: [],
  hidden: ['default'],
  count: ['down'],
  response: [],
  step: [],
  studio: STUDIO_TAG_KINDS,
  'contact-form-7': [],
}

/** The common options each type reads: the response output and a pasted form shortcode read none. */
const COMMON_OF: Partial<Record<FormTagBaseType, readonly string[]>> = {
  hidden: UNFOCUSABLE,
  count: UNFOCUSABLE,
  step: UNFOCUSABLE,
  response: [],
  studio: [],
  'contact-form-7': [],
}

// Size and length shorthands: `40/100` for inputs, `40x10/2000` for textareas.
const SHORTHAND: Partial<Record<FormTagBaseType, RegExp>> = {
  text: /^[0-9]*\/[0-9]*$/,
  email: /^[0-9]*\/[0-9]*$/,
  tel: /^[0-9]*\/[0-9]*$/,
  url: /^[0-9]*\/[0-9]*$/,
  quiz: /^[0-9]*\/[0-9]*$/,
  file: /^[0-9]*\/[0-9]*$/,
  textarea: /^[0-9]*x[0-9]*(?:\/[0-9]+)?$|^\/[0-9]+$/,
}

/** The options a tag of this type may carry. */
export function optionsOf(basetype: FormTagBaseType): readonly string[] {
  return [...(COMMON_OF[basetype] ?? COMMON), ...OPTIONS[basetype]]
}

/** Whether an option (as written) means something for this type. */
export function isKnownOption(basetype: FormTagBaseType, option: string): boolean {
  const name = optionName(option)
  return optionsOf(basetype).includes(name) || (SHORTHAND[basetype]?.test(option) ?? false)
}

/** The part of an option before its first `:`, lower-cased (CF7 matches option names case-insensitively). */
export function optionName(option: string): string {
  return option.split(':')[0]?.toLowerCase() ?? ''
}

/** The known option closest to a misspelt one (`include-blank`, `use_label`…), if any is close. */
export function suggestOption(basetype: FormTagBaseType, option: string): string | undefined {
  const name = optionName(option).replace(/-/g, '_')
  let best: { option: string; distance: number } | undefined
  for (const known of optionsOf(basetype)) {
    const distance = known.startsWith(name) && name.length >= 3 ? 1 : editDistance(name, known)
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { option: known, distance }
  }
  return best?.option
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
