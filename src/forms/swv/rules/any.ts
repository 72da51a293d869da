import type { RuleCheck } from '../types'
import { violation } from '../lib/violation'

/**
 * At least one known sub-rule holds, else this rule's own error. With no known sub-rule it fails, as
 * in CF7 6.1.6 and PHP (`some` over nothing is false; 6.2-dev's browser check passes it instead).
 */
export const anyRule: RuleCheck = (rule, formData, context) => {
  const holds = (rule.rules ?? []).some((subRule) => {
    const check = context.lookup(subRule.rule)
    return check !== undefined && check(subRule, formData, context) === undefined
  })
  return holds ? undefined : violation(rule)
}
