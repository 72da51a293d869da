import type { RuleCheck } from '../types'
import { isUrl } from '../lib/isUrl'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** Every value is an absolute URL with a WordPress-allowed scheme. */
export const urlRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every(isUrl) ? undefined : violation(rule)
