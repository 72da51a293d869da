import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * At least `threshold` non-blank values. Unlike the other string rules, an empty field fails when the
 * threshold is 1 or more (CF7 6.1.6 and PHP; only 6.2-dev's browser check exempts it). A threshold
 * that is not a number never fails.
 */
export const minitemsRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).length < jsParseInt(rule.threshold) ? violation(rule) : undefined
