import type { FieldError, FormDataLike, Schema, ValidateOptions } from './types'
import { FormDataTree } from './lib/formDataTree'
import { ruleContext, rules } from './rules'

/**
 * Runs a schema's rules in order against posted data and returns field → first error. A field that
 * already has an error skips its later rules; fields are otherwise independent. Unknown rules are
 * ignored, and a failure without a field or an `error` is not reported (CF7 6.1.6 quirk).
 *
 * `targetFields` is for on-change validation, where CF7 re-validates the whole form but only refreshes
 * the fields up to the changed one: only errors for those fields are returned (rules still run in
 * order, as a composite may report under any of its sub-rules' fields). An empty list reports nothing.
 * Unlike CF7 6.1.6, valid fields get no `{validInputs}` entry: the map holds errors only.
 */
export function validate(
  schema: Schema,
  formData: FormDataLike,
  options: ValidateOptions = {},
): Map<string, FieldError> {
  const tree = new FormDataTree(formData)
  const targets = options.targetFields === undefined ? undefined : new Set(options.targetFields)
  const errors = new Map<string, FieldError>()
  for (const rule of schema.rules) {
    const check = rules.get(rule.rule)
    if (!check) continue
    if (rule.field !== undefined && errors.has(rule.field)) continue
    const failure = check(rule, tree, ruleContext)
    // `all` may report under a sub-rule's field, which can already hold an earlier error: keep that.
    if (failure?.field === undefined || failure.error === undefined || errors.has(failure.field)) continue
    if (targets && !targets.has(failure.field)) continue
    errors.set(failure.field, { error: failure.error })
  }
  return errors
}
