import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { totalTextLength } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * At most `threshold` characters in all. Line breaks count as written; the browser sees a textarea's
 * LF where the server receives CRLF, so a text at the limit may pass here and fail there.
 */
export const maxlengthRule: RuleCheck = (rule, formData) =>
  jsParseInt(rule.threshold) < totalTextLength(formData, rule.field) ? violation(rule) : undefined
