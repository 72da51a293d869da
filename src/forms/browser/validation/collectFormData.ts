type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The FormData the validator sees (reference §1.2): the enabled named controls inside field wraps,
 * checked boxes only, every selected option, files from `input.files`, no buttons, nothing under
 * `.novalidate`. With `target`, stops after the wrap holding it and marks the wraps it passed as
 * under validation. Returns the wraps' field names in document order, once each.
 */
export function collectFormData(form: HTMLFormElement, target?: Element): { formData: FormData; fields: string[] } {
  const formData = new FormData()
  const fields = new Set<string>()
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')) {
    if (wrap.closest('.novalidate')) continue
    wrap
      .querySelectorAll<Control>(':where(input, textarea, select):enabled')
      .forEach((control) => append(formData, control))
    const name = wrap.dataset.name
    if (!name) continue
    fields.add(name)
    if (target) {
      wrap.setAttribute('data-under-validation', '1')
      if (wrap.contains(target)) break
    }
  }
  return { formData, fields: [...fields] }
}

function append(formData: FormData, control: Control): void {
  if (!control.name) return
  switch (control.type) {
    case 'button':
    case 'image':
    case 'reset':
    case 'submit':
      return
    case 'checkbox':
    case 'radio':
      if ((control as HTMLInputElement).checked) formData.append(control.name, control.value)
      return
    case 'select-multiple':
      for (const option of (control as HTMLSelectElement).selectedOptions) formData.append(control.name, option.value)
      return
    case 'file':
      for (const file of (control as HTMLInputElement).files ?? []) formData.append(control.name, file)
      return
    default:
      formData.append(control.name, control.value)
  }
}
