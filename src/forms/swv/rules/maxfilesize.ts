import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { totalFileSize } from '../lib/values'
import { violation } from '../lib/violation'

/** At most `threshold` bytes over all the field's files (PHP resolves "kb"/"mb" before emitting). */
export const maxfilesizeRule: RuleCheck = (rule, formData) =>
  jsParseInt(rule.threshold) < totalFileSize(formData, rule.field) ? violation(rule) : undefined
