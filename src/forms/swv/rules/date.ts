import type { RuleCheck } from '../types'
import { DATE_PATTERN, parseIsoDate } from '../lib/dates'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

const isDate = (text: string): boolean => DATE_PATTERN.test(text) && parseIsoDate(text) !== undefined

/**
 * Every value is YYYY-MM-DD (4+ year digits) and a real calendar date. CF7 6.1.6's browser check
 * only asks V8 to parse it, so 2023-02-30 passes there; the product description and PHP's
 * checkdate() reject it, and the product description wins.
 */
export const dateRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every(isDate) ? undefined : violation(rule)
