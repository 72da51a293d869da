import type { FormContext } from '../context'
import { isShown } from '../errors/dom'
import { focusFirstInvalid } from '../errors/focusFirstInvalid'
import { collectFormData } from '../validation/collectFormData'
import { validateFields } from '../validation/validateFields'
import { clampStep, firstInvalidStep, stepControls, stepLabel } from './stepLogic'

export interface StepController {
  readonly index: number
  isLast(): boolean
  show(index: number, focus: boolean): void
  /** Validates the current step's fields and moves on when they pass. */
  next(): void
  showInvalid(fields: readonly string[]): void
  destroy(): void
}

/**
 * Turns `fieldset.wpcf7-step` (all visible without JS) into a wizard: one step at a time, a nav
 * with "Anterior"/"Siguiente" and a polite "Paso X de N", submit buttons only on the last step.
 */
export function initSteps(ctx: FormContext): StepController | null {
  const { form } = ctx
  const steps = [...form.querySelectorAll<HTMLFieldSetElement>('fieldset.wpcf7-step')]
  const last = steps.at(-1)
  if (!last || steps.length < 2) return null
  const doc = form.ownerDocument
  const button = (label: string, className: string) => {
    const el = doc.createElement('button')
    el.type = 'button'
    el.className = className
    el.textContent = label
    return el
  }
  const prev = button('Anterior', 'wpcf7-step-prev')
  const next = button('Siguiente', 'wpcf7-step-next')
  const live = doc.createElement('p')
  live.className = 'wpcf7-step-status'
  live.setAttribute('aria-live', 'polite')
  const nav = doc.createElement('div')
  nav.className = 'wpcf7-step-nav'
  nav.append(prev, next, live)
  last.after(nav)

  const fieldsOf = (step: Element) =>
    [...step.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')]
      .filter((wrap) => !wrap.closest('.novalidate'))
      .map((wrap) => wrap.dataset.name ?? '')
  const submits = () => [...form.querySelectorAll<HTMLElement>('.wpcf7-submit')]
  let index = 0

  const show = (to: number, focus: boolean) => {
    index = clampStep(to, steps.length)
    steps.forEach((step, i) => (step.hidden = i !== index))
    const controls = stepControls(index, steps.length)
    prev.hidden = !controls.prev
    next.hidden = !controls.next
    submits().forEach((el) => (el.hidden = !controls.submit))
    live.textContent = stepLabel(index, steps.length)
    const active = doc.activeElement
    if (focus || (active && form.contains(active) && !isShown(active))) focusStep(steps[index])
  }

  const controller: StepController = {
    get index() {
      return index
    },
    isLast: () => index === steps.length - 1,
    show,
    next() {
      const step = steps[index]
      if (!step) return
      // A click before the schema has arrived waits for it rather than skipping the step's check.
      void ctx.schemaReady.then(() => {
        if (steps[index] !== step) return
        const { formData } = collectFormData(form)
        if (validateFields(ctx, formData, fieldsOf(step)) > 0) focusFirstInvalid(ctx, step)
        else show(index + 1, true)
      })
    },
    showInvalid(fields) {
      const to = firstInvalidStep(steps.map(fieldsOf), fields)
      if (to >= 0) show(to, false)
    },
    destroy() {
      nav.remove()
      steps.forEach((step) => (step.hidden = false))
      submits().forEach((el) => (el.hidden = false))
    },
  }
  prev.addEventListener('click', () => show(index - 1, true), { signal: ctx.signal })
  next.addEventListener('click', () => controller.next(), { signal: ctx.signal })
  show(0, false)
  return controller
}

/** Focuses a step's legend (announcing its title), or its first field when it has none. */
function focusStep(step: HTMLFieldSetElement | undefined): void {
  const legend = step?.querySelector<HTMLElement>(':scope > legend')
  if (legend) {
    legend.tabIndex = -1
    legend.focus()
    return
  }
  step?.querySelector<HTMLElement>('input:not([type="hidden"]):enabled, select:enabled, textarea:enabled')?.focus()
}
