export interface AcceptanceBox {
  checked: boolean
  invert: boolean
  optional: boolean
}

/** Whether every non-optional acceptance is met: checked, or unchecked when `invert`. */
export function isAccepted(boxes: readonly AcceptanceBox[]): boolean {
  return boxes.every((box) => box.optional || box.checked !== box.invert)
}

/**
 * Disables every `.wpcf7-submit` while an acceptance is unmet, unless the form treats acceptance as
 * validation (then the server reports it as a field error instead). Run on change and after reset.
 */
export function updateAcceptance(form: HTMLFormElement): void {
  if (!form.querySelector('.wpcf7-acceptance') || form.classList.contains('wpcf7-acceptance-as-validation')) return
  const boxes = [...form.querySelectorAll('.wpcf7-acceptance')].map((parent) => ({
    checked: parent.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
    invert: parent.classList.contains('invert'),
    optional: parent.classList.contains('optional'),
  }))
  const accepted = isAccepted(boxes)
  form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('.wpcf7-submit').forEach((button) => {
    button.disabled = !accepted
  })
}
