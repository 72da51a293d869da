import type { FormContext } from '../context'
import { screenReader, wrapsOf } from './dom'
import { errorId } from './errorId'

type Validatable = Element & { setCustomValidity?: (message: string) => void }

/**
 * Marks a field invalid the way CF7 does: an item in the screen-reader list (a link to the first
 * control when it has an id), then in each wrap a tip, `aria-invalid`, the not-valid class,
 * `aria-describedby` and the custom validity. While validating on change, only wraps under
 * validation are touched.
 */
export function setValidationError(ctx: FormContext, field: string, message: string): void {
  const id = errorId(ctx.meta.unitTag, field)
  const wraps = wrapsOf(ctx.form, field)
  const first = wraps[0]?.querySelector('.wpcf7-form-control')

  const li = ctx.form.ownerDocument.createElement('li')
  li.id = id
  if (first?.id) {
    const link = ctx.form.ownerDocument.createElement('a')
    link.href = `#${first.id}`
    link.textContent = message
    li.append(link)
  } else {
    li.textContent = message
  }
  screenReader(ctx.container).list?.append(li)

  for (const wrap of wraps) {
    if (ctx.status === 'validating' && !wrap.dataset.underValidation) continue
    const tip = ctx.form.ownerDocument.createElement('span')
    tip.className = 'wpcf7-not-valid-tip'
    tip.setAttribute('aria-hidden', 'true')
    tip.textContent = message
    wrap.append(tip)
    wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'true'))
    wrap.querySelectorAll<Validatable>('.wpcf7-form-control').forEach((control) => {
      control.classList.add('wpcf7-not-valid')
      control.setAttribute('aria-describedby', id)
      control.setCustomValidity?.(message)
    })
  }
}

/** Undoes setValidationError for one field. */
export function removeValidationError(ctx: FormContext, field: string): void {
  const id = errorId(ctx.meta.unitTag, field)
  const list = screenReader(ctx.container).list
  for (const li of list ? [...list.children] : []) if (li.id === id) li.remove()
  for (const wrap of wrapsOf(ctx.form, field)) {
    wrap.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => tip.remove())
    wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'false'))
    wrap.querySelectorAll<Validatable>('.wpcf7-form-control').forEach(resetControl)
  }
}

/** Empties the screen-reader region and the response output and removes every field error. */
export function clearResponse(ctx: FormContext): void {
  const { status, list } = screenReader(ctx.container)
  if (status) status.textContent = ''
  if (list) list.textContent = ''
  const { form } = ctx
  form.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => tip.remove())
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'false'))
  form.querySelectorAll<Validatable>('.wpcf7-form-control').forEach(resetControl)
  form.querySelectorAll<HTMLElement>('.wpcf7-response-output').forEach((div) => (div.textContent = ''))
}

function resetControl(control: Validatable): void {
  control.removeAttribute('aria-describedby')
  control.classList.remove('wpcf7-not-valid')
  control.setCustomValidity?.('')
}
