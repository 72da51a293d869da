import type { RuleCheck } from '../types'
import { DATE_PATTERN } from '../lib/dates'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * No date before `threshold`, compared as plain strings, and only when both value and threshold look
 * like YYYY-MM-DD; anything else passes (the date rule is there to reject it). String order means a
 * 5-digit year sorts before 2024. (6.2-dev and PHP also require real dates before comparing.)
 */
export const mindateRule: RuleCheck = (rule, formData) => {
  const threshold = String(rule.threshold ?? '')
  if (!DATE_PATTERN.test(threshold)) return undefined
  const early = textValues(formData, rule.field).some((text) => DATE_PATTERN.test(text) && text < threshold)
  return early ? violation(rule) : undefined
}
