import type { RuleCheck } from '../types'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

// HTML's valid floating-point number, as CF7 (JS and PHP) checks it: no leading "+", no trailing
// dot, ASCII digits only; an exponent is allowed after either form.
const INTEGER = /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/
const DECIMAL = /^-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?$/

export const isNumberString = (text: string): boolean => INTEGER.test(text) || DECIMAL.test(text)

/** Every value is an integer, a decimal or either with an exponent. */
export const numberRule: RuleCheck = (rule, formData) =>
  textValues(formData, rule.field).every(isNumberString) ? undefined : violation(rule)
