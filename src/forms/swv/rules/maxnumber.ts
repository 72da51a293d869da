import type { RuleCheck } from '../types'
import { jsParseFloat } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/** No value above `threshold`; the same parseFloat quirks as minnumber ("12abc" is 12). */
export const maxnumberRule: RuleCheck = (rule, formData) => {
  const threshold = jsParseFloat(rule.threshold)
  return textValues(formData, rule.field).some((text) => threshold < jsParseFloat(text)) ? violation(rule) : undefined
}
