import { CONTACT_FORM } from '@/lib/constants'

import type { RuleCheck } from '../types'
import { jsParseFloat } from '../lib/jsNumbers'
import { textValues } from '../lib/values'
import { violation } from '../lib/violation'

// Floating-point remainders are never exactly 0 (0.3 % 0.1 ≈ 0.1), so 6 decimals decide.
const ZERO = (0).toFixed(CONTACT_FORM.stepDecimals)
const isNearZero = (x: number): boolean => Math.abs(x).toFixed(CONTACT_FORM.stepDecimals) === ZERO

/**
 * Every value is `base` plus a multiple of `interval`. Skipped unless interval > 0. A missing base
 * or a non-numeric value is NaN and fails. JS `%` keeps the dividend's sign, so below the base only
 * remainders near zero are caught (-1 on base 1 step 2 passes, -2 fails); PHP's fmod agrees.
 */
export const stepnumberRule: RuleCheck = (rule, formData) => {
  const base = jsParseFloat(rule.base)
  const interval = jsParseFloat(rule.interval)
  if (!(interval > 0)) return undefined
  const onStep = (text: string): boolean => {
    const remainder = (jsParseFloat(text) - base) % interval
    return isNearZero(remainder) || isNearZero(remainder - interval)
  }
  return textValues(formData, rule.field).every(onStep) ? undefined : violation(rule)
}
