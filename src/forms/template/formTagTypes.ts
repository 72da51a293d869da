/**
 * The form-tag types Revela understands. Contact Form 7 only recognises registered type names, so
 * anything else in square brackets stays literal text; this list plays the part of that registry.
 */
export const BASE_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'number',
  'range',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'file',
  'submit',
] as const

export type FormTagBaseType = (typeof BASE_TYPES)[number]

/**
 * Types that also exist with a trailing `*` (required). CF7 core does not register `radio*` (a radio
 * group is always required), but the snippet that adds it is common on Spanish and Japanese sites,
 * so forms exported from them parse here with the same meaning. acceptance, quiz and submit have
 * no starred form: `[acceptance* x]` is literal text in CF7 and the checker explains why.
 */
const STARRED = new Set<FormTagBaseType>(BASE_TYPES.filter((t) => t !== 'acceptance' && t !== 'quiz' && t !== 'submit'))

/** Every type name as it may be written in a template: `text`, `text*`, … */
export const FORM_TAG_TYPES: readonly string[] = BASE_TYPES.flatMap((type) =>
  STARRED.has(type) ? [type, `${type}*`] : [type],
)

/** Whether `type` (with or without its `*`) is one Revela parses. */
export function isFormTagType(type: string): boolean {
  return FORM_TAG_TYPES.includes(type)
}

/** Whether the base type exists with a `*`. */
export function hasStarredVariant(basetype: FormTagBaseType): boolean {
  return STARRED.has(basetype)
}

/** Whether the first option of this type is the field name (every type but submit). */
export function takesName(basetype: FormTagBaseType): boolean {
  return basetype !== 'submit'
}

/** CF7 types (core and the bundled integrations) that Revela does not render yet. */
export const UNSUPPORTED_CF7_TYPES: readonly string[] = [
  'hidden',
  'count',
  'captchac',
  'captchar',
  'response',
  'reflection',
  'recaptcha',
  'stripe',
]
