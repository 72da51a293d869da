import type { FormContext } from '../context'
import { focusTarget, isShown, screenReader } from './dom'

/**
 * After an invalid submit or step, moves focus to the first visible invalid control (whose
 * `aria-describedby` points at its message); without one, to the screen-reader error list.
 */
export function focusFirstInvalid(ctx: FormContext, scope: ParentNode = ctx.form): void {
  for (const control of scope.querySelectorAll('.wpcf7-not-valid')) {
    const target = focusTarget(control)
    if (target && isShown(target)) {
      target.focus()
      return
    }
  }
  const list = screenReader(ctx.container).list
  if (list?.childElementCount) {
    list.tabIndex = -1
    list.focus()
  }
}
