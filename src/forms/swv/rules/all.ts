import type { RuleCheck } from '../types'
import { violation } from '../lib/violation'

/**
 * Every sub-rule holds, checked in order until the first failure (unknown ones are ignored; none at
 * all is valid). As in CF7 6.1.6, a failing sub-rule with its own `error` is reported as is, under
 * its own field; one without is reported as this rule's error. (6.2-dev always reports `all`'s own.)
 */
export const allRule: RuleCheck = (rule, formData, context) => {
  for (const subRule of rule.rules ?? []) {
    const failure = context.lookup(subRule.rule)?.(subRule, formData, context)
    if (failure) return failure.error === undefined ? violation(rule) : failure
  }
  return undefined
}
