import type { Rule, Violation } from '../types'

/** The failure of `rule` itself, reported under its own field and message. */
export const violation = (rule: Rule): Violation => ({ field: rule.field, error: rule.error })
