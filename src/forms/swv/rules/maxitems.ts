import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** At most `threshold` non-blank values (CF7 emits threshold 1 for exclusive checkboxes). */
export const maxitemsRule: RuleCheck = (rule, formData) =>
  jsParseInt(rule.threshold) < textValues(formData, rule.field).length ? violation(rule) : undefined
