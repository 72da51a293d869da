import type { RuleCheck } from '../types'
import { isTel } from '../lib/isTel'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** Every value is a phone number of 6–15 characters once normalised (PHP is identical). */
export const telRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every(isTel) ? undefined : violation(rule)
