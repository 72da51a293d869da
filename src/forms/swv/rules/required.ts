import type { RuleCheck } from '../types'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** At least one non-blank value: "0" and "false" pass; "", " ", NBSP or U+3000 alone fail. */
export const requiredRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).length === 0 ? violation(rule) : undefined
