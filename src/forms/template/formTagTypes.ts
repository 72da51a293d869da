/**
 * The form-tag types Revela understands. Contact Form 7 only recognises registered type names, so
 * anything else in square brackets stays literal text; this list plays the part of that registry.
 * `step` (a multi-step form marker) and `studio` (a detail of the studio's, see studioTagKinds) are Revela's own; `contact-form-7` is the shortcode of a whole
 * form, pasted by mistake into a form template, which is read so that it can be replaced by an error.
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
  'hidden',
  'count',
  'response',
  'step',
  'studio',
  'contact-form-7',
] as const

export type FormTagBaseType = (typeof BASE_TYPES)[number]

/** Types that are not fields a visitor fills in, so none of them has a starred (required) form. */
const NEVER_STARRED: readonly FormTagBaseType[] = [
  'acceptance',
  'quiz',
  'submit',
  'hidden',
  'count',
  'response',
  'step',
  'studio',
  'contact-form-7',
]

/**
 * Types that also exist with a trailing `*` (required). CF7 core does not register `radio*` (a radio
 * group is always required), but the snippet that adds it is common on Spanish and Japanese sites,
 * so forms exported from them parse here with the same meaning. acceptance, quiz and submit have
 * no starred form: `[acceptance* x]` is literal text in CF7 and the checker explains why.
 */
const STARRED = new Set<FormTagBaseType>(BASE_TYPES.filter((t) => !NEVER_STARRED.includes(t)))

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

/** Whether the first option of this type is the field name (CF7's `name-attr` feature). */
export function takesName(basetype: FormTagBaseType): boolean {
  return (
    basetype !== 'submit' &&
    basetype !== 'response' &&
    basetype !== 'step' &&
    basetype !== 'studio' &&
    basetype !== 'contact-form-7'
  )
}

/**
 * Whether the tag's attributes are WordPress shortcode attributes (`id="12" title="…"`) rather than
 * form-tag options: only the pasted `[contact-form-7 …]` shortcode, whose attributes nobody reads.
 */
export function takesShortcodeAttributes(basetype: FormTagBaseType): boolean {
  return basetype === 'contact-form-7'
}

/** CF7 types (core and the bundled integrations) that Revela does not render yet. */
export const UNSUPPORTED_CF7_TYPES: readonly string[] = ['captchac', 'captchar', 'reflection', 'recaptcha', 'stripe']
