import type { FormContext } from '../context'
import { setValidationError } from '../errors/validationError'
import type { FeedbackResponse } from '../types'

/**
 * Marks the response's invalid fields and returns their names in order: CF7's `invalid_fields`,
 * then the redirect plugin's `invalidFields[]`, whose `into` is a selector of the field's wrap
 * (fields already marked are not marked twice).
 */
export function markInvalid(ctx: FormContext, response: FeedbackResponse): string[] {
  const fields: string[] = []
  for (const { field, message } of Array.isArray(response.invalid_fields) ? response.invalid_fields : []) {
    setValidationError(ctx, field, message)
    fields.push(field)
  }
  const legacy = Array.isArray(response.invalidFields) ? (response.invalidFields as unknown[]) : []
  for (const item of legacy) {
    const { into, message } = (item ?? {}) as { into?: unknown; message?: unknown }
    const wrap = typeof into === 'string' ? wrapAt(ctx.form, into) : null
    const field = wrap?.dataset.name
    if (!wrap || !field || fields.includes(field)) continue
    fields.push(field)
    if (typeof message === 'string') setValidationError(ctx, field, message)
  }
  return fields
}

function wrapAt(form: HTMLFormElement, selector: string): HTMLElement | null {
  let el: Element | null = null
  try {
    el = form.querySelector(selector)
  } catch {
    // The server named the field with a selector this browser cannot parse: there is no
    // field to mark, and the form's message still says what is wrong.
    return null
  }
  const wrapSelector = '.wpcf7-form-control-wrap[data-name]'
  return el?.closest<HTMLElement>(wrapSelector) ?? el?.querySelector<HTMLElement>(wrapSelector) ?? null
}
