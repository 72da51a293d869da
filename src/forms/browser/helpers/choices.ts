/**
 * Checkbox helpers: exclusive groups (checking one unchecks its same-named siblings) and free-text
 * inputs, enabled only while their box is checked and focused when it gets checked.
 */
export function applyExclusive(form: HTMLFormElement, target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return
  if (!target.closest('.wpcf7-exclusive-checkbox')) return
  form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box) => {
    if (box !== target && box.name === target.name) box.checked = false
  })
}

export function updateFreeText(form: HTMLFormElement, target: EventTarget | null = null): void {
  form.querySelectorAll('.has-free-text').forEach((item) => {
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text')
    const box = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
    if (!text || !box) return
    text.disabled = !box.checked
    if (target === box && box.checked) text.focus()
  })
}
