import type { RuleCheck } from '../types'
import { jsParseFloat } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * No value below `threshold`, both read with parseFloat. CF7 6.1.6 quirks kept: NaN compares false,
 * so "abc" passes, while prefixes count, so "3abc" is 3. (6.2-dev and PHP compare only values that
 * pass the number rule and skip a non-numeric threshold.)
 */
export const minnumberRule: RuleCheck = (rule, formData) => {
  const threshold = jsParseFloat(rule.threshold)
  return textValues(formData, rule.field).some((text) => jsParseFloat(text) < threshold) ? violation(rule) : undefined
}
