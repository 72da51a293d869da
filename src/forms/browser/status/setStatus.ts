import type { FormContext } from '../context'
import { triggerEvent } from '../triggerEvent'
import { statusChangeDetail } from './eventDetail'
import { statusClass } from './statusClass'

/**
 * The one transition function: maps the status, swaps `data-status` and the class, and on a real
 * change re-applies the inert feature and fires `wpcf7statuschanged`. Returns the class token.
 */
export function setStatus(ctx: FormContext, status: string): string {
  const next = statusClass(status)
  const { form } = ctx
  const prev = form.getAttribute('data-status')
  ctx.status = next
  form.setAttribute('data-status', next)
  form.classList.add(next)
  if (prev && prev !== next) {
    form.classList.remove(prev)
    applyInert(ctx.container, next)
    triggerEvent(form, 'statuschanged', statusChangeDetail(ctx.meta, next, prev))
  }
  return next
}

/** `.inert-on-{status}` elements become inert (and `.active-on-any`) while that status holds. */
function applyInert(root: ParentNode, status: string): void {
  root.querySelectorAll('.active-on-any').forEach((el) => {
    el.removeAttribute('inert')
    el.classList.remove('active-on-any')
  })
  // Compared by class list rather than a built selector: a custom status may hold any character.
  root.querySelectorAll('[class*="inert-on-"]').forEach((el) => {
    if (!el.classList.contains(`inert-on-${status}`)) return
    el.setAttribute('inert', 'inert')
    el.classList.add('active-on-any')
  })
}
