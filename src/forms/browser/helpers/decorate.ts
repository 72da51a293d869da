/**
 * Markup the script adds at start-up: a spinner after each `.has-spinner` element unless the server
 * already rendered one. Returns an undo for destroy().
 */
export function insertSpinners(form: HTMLFormElement): () => void {
  const added: Element[] = []
  form.querySelectorAll('.has-spinner').forEach((el) => {
    if (el.nextElementSibling?.classList.contains('wpcf7-spinner')) return
    const spinner = form.ownerDocument.createElement('span')
    spinner.className = 'wpcf7-spinner'
    el.after(spinner)
    added.push(spinner)
  })
  return () => added.forEach((el) => el.remove())
}

/**
 * `.use-floating-validation-tip`: a tip hides when its control takes focus or the tip is clicked.
 * Delegated, so that tips created later need no listeners of their own.
 */
export function hideFloatingTip(event: Event): void {
  const target = event.target
  if (!(target instanceof Element) || !target.closest('.use-floating-validation-tip')) return
  const tips = target.matches('.wpcf7-not-valid-tip')
    ? [target]
    : event.type === 'focusin'
      ? [...(target.closest('.wpcf7-form-control-wrap')?.querySelectorAll('.wpcf7-not-valid-tip') ?? [])]
      : []
  tips.forEach((tip) => tip.setAttribute('style', 'display: none'))
}
