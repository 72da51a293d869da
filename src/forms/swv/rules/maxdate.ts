import type { RuleCheck } from '../types'
import { DATE_PATTERN } from '../lib/dates'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** No date after `threshold`; the same string comparison and skipping as mindate. */
export const maxdateRule: RuleCheck = (rule, formData) => {
  const threshold = String(rule.threshold ?? '')
  if (!DATE_PATTERN.test(threshold)) return undefined
  const late = textValues(formData, rule.field).some((text) => DATE_PATTERN.test(text) && threshold < text)
  return late ? violation(rule) : undefined
}
