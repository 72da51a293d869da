import { useEffect } from 'react'

import { wrapFocus } from './core/wrapFocus'

const TABBABLE = 'button:not(:disabled), a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside the open dialog. The library already makes the rest of the page inert, but
 * past its last button Tab would leave the page for the browser's own controls; here it wraps
 * round to the first, as a modal dialog should (WCAG 2.1.2, 2.4.3). Offscreen slides are inert and
 * hidden buttons have no box: neither counts.
 */
export function useFocusTrap(selector: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = event.key === 'Tab' ? document.querySelector(selector) : null
      if (!dialog) return
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
        (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
      )
      const next = wrapFocus(items.indexOf(document.activeElement as HTMLElement), items.length, event.shiftKey)
      if (next === null) return
      event.preventDefault()
      items[next]?.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [selector])
}
