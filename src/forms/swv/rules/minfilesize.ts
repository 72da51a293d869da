import type { RuleCheck } from '../types'
import { jsParseInt } from '../lib/jsNumbers'
import { totalFileSize } from '../lib/values'
import { violation } from '../lib/violation'

/**
 * At least `threshold` bytes over all the field's files. As in CF7 6.1.6's browser check, no file at
 * all is 0 bytes and so fails a positive threshold (6.2-dev and PHP skip an empty field).
 */
export const minfilesizeRule: RuleCheck = (rule, formData) =>
  totalFileSize(formData, rule.field) < jsParseInt(rule.threshold) ? violation(rule) : undefined
