import type { MessageKey } from '@/lib/cf7Messages'

/**
 * One SWV rule as CF7 emits it in a form's schema. Same shape as the validator's rule in
 * src/forms/swv (kept separate so that the template parser depends on nothing). `threshold` is a
 * number for length, item and file-size rules and a string for number and date rules, as in CF7's
 * JSON; properties are created in CF7's order (rule, field, threshold/accept, error).
 */
export interface SchemaRule {
  rule: string
  field: string
  error: string
  threshold?: number | string
  accept?: string[]
  base?: string
  interval?: number
}

/** The rules the form tags emit, and the message each one's `error` comes from. */
export const RULE_MESSAGE_KEYS = {
  required: 'invalid_required',
  requiredfile: 'invalid_required',
  email: 'invalid_email',
  url: 'invalid_url',
  tel: 'invalid_tel',
  number: 'invalid_number',
  date: 'invalid_date',
  minlength: 'invalid_too_short',
  maxlength: 'invalid_too_long',
  minnumber: 'number_too_small',
  maxnumber: 'number_too_large',
  mindate: 'date_too_early',
  maxdate: 'date_too_late',
  file: 'upload_file_type_invalid',
  maxfilesize: 'upload_file_too_large',
  maxitems: 'too_many_items',
  enum: 'undefined_value',
} as const satisfies Record<string, MessageKey>

export type EmittedRuleName = keyof typeof RULE_MESSAGE_KEYS
