import { validate } from '@/forms/swv'

import type { FormContext } from '../context'
import { removeValidationError, setValidationError } from '../errors/validationError'
import { fieldValues } from './fieldValues'

/**
 * Validates `fields` against the loaded schema over `formData` and refreshes their errors and
 * reflections. Returns the number of invalid fields (0 when there is no schema yet).
 */
export function validateFields(ctx: FormContext, formData: FormData, fields: string[]): number {
  if (!ctx.schema) return 0
  const errors = validate(ctx.schema, formData, { targetFields: fields })
  for (const field of fields) {
    removeValidationError(ctx, field)
    const error = errors.get(field)
    if (error) setValidationError(ctx, field, error.error)
    updateReflection(ctx.form, field, error ? [] : fieldValues(formData.entries(), field))
  }
  return errors.size
}

/** Refills `[data-reflection-of=field]` with one `<output>` per valid value (CF7 6.x reflection). */
function updateReflection(form: HTMLFormElement, field: string, values: string[]): void {
  form.querySelectorAll<HTMLElement>('[data-reflection-of]').forEach((reflection) => {
    if (reflection.dataset.reflectionOf !== field) return
    reflection.replaceChildren(
      ...values.map((value) => {
        const output = form.ownerDocument.createElement('output')
        output.name = field
        output.textContent = value
        return output
      }),
    )
  })
}
