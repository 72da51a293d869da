import type { RuleCheck } from '../types'
import { isEmail } from '@/lib/isEmail'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** Every value is an e-mail address by WordPress is_email(). */
export const emailRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every(isEmail) ? undefined : violation(rule)
