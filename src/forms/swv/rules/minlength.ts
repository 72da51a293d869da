import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { totalTextLength } from '../lib/values'
import { violation } from '../lib/violation'

/** At least `threshold` characters in all, but an empty field passes (that is `required`'s job). */
export const minlengthRule: RuleCheck = (rule, formData) => {
  const total = totalTextLength(formData, rule.field)
  return total !== 0 && total < jsParseInt(rule.threshold) ? violation(rule) : undefined
}
