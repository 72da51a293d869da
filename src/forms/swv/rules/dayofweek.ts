import type { RuleCheck } from '../types'
import { isoWeekday, parseIsoDate } from '../lib/dates'
import { jsParseInt } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * Every value is a date whose ISO weekday (Monday 1 … Sunday 7) is among `accept`, each read with JS
 * parseInt (so "07" is Sunday and "0" never matches). Deviations from CF7 6.1.6, on purpose: the
 * weekday is computed in UTC, fixing CF7's off-by-one-day bug west of Greenwich; and only real
 * YYYY-MM-DD dates count, where CF7 takes anything `new Date()` parses. Unparseable values are
 * invalid, as in the browser (PHP lets them pass).
 */
export const dayofweekRule: RuleCheck = (rule, formData) => {
  const accepted = (rule.accept ?? []).map(jsParseInt)
  const valid = textValues(formData, rule.field).every((text) => {
    const date = parseIsoDate(text)
    return date !== undefined && accepted.includes(isoWeekday(date))
  })
  return valid ? undefined : violation(rule)
}
