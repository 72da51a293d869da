import type { RuleCheck } from '../types'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

// HH:MM or HH:MM:SS, two digits each, no fractions; 00–23, 00–59, 00–59 (PHP is identical).
const TIME = /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/

/** Every value is a 24-hour time. */
export const timeRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every((text) => TIME.test(text)) ? undefined : violation(rule)
