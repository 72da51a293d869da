import type { RuleCheck } from '../types'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * Every value equals one of `accept` exactly (case-sensitive). Values are trimmed but `accept`
 * entries are not, so an entry with a trailing space never matches; an empty `accept` rejects every
 * non-blank value. (PHP also turns CRLF/CR into LF on both sides; the browser does not.)
 */
export const enumRule: RuleCheck = (rule, formData) => {
  const accepted = (rule.accept ?? []).map(String)
  return textValues(formData, rule.field).every((value) => accepted.includes(value)) ? undefined : violation(rule)
}
