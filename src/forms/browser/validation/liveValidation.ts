import type { FormContext } from '../context'
import { setStatus } from '../status/setStatus'
import { collectFormData } from './collectFormData'
import { validateFields } from './validateFields'

/**
 * On change of a control: validate the whole form's data but refresh only the fields up to the
 * changed one, under status `validating`, then restore the previous status. Skipped until the
 * schema has arrived, and for controls outside a named wrap or under `.novalidate`.
 */
export function liveValidate(ctx: FormContext, target: Element): void {
  const { form } = ctx
  if (!ctx.schema || !form.contains(target)) return
  if (!target.closest('.wpcf7-form-control-wrap[data-name]') || target.closest('.novalidate')) return
  const { formData, fields } = collectFormData(form, target)
  const prevStatus = form.getAttribute('data-status') ?? ctx.status
  setStatus(ctx, 'validating')
  try {
    validateFields(ctx, formData, fields)
  } finally {
    setStatus(ctx, prevStatus)
    form.querySelectorAll('[data-under-validation]').forEach((wrap) => wrap.removeAttribute('data-under-validation'))
  }
}
