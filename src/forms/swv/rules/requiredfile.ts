import type { RuleCheck } from '../types'
import { rawValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * At least one entry. CF7 6.1.6 counts any entry, even a zero-byte file or a string (6.2-dev counts
 * only non-empty files; PHP wants a non-empty tmp_name). An empty string is never an entry.
 */
export const requiredfileRule: RuleCheck = (rule, formData) =>
  rawValues(formData, rule.field).length === 0 ? violation(rule) : undefined
