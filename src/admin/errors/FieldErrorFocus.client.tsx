'use client'

import { type ReactNode, useEffect } from 'react'

const ERROR_FIELD = '.field-type.error'
const CONTROL = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button'

/** Marks each field Payload shows in error for assistive technology: aria-invalid, described by its message. */
function markInvalid(): void {
  document.querySelectorAll<HTMLElement>('[data-revela-invalid]').forEach((control) => {
    if (control.closest(ERROR_FIELD)) return
    control.removeAttribute('aria-invalid')
    control.removeAttribute('data-revela-invalid')
    const describedBy = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && !id.startsWith('revela-error-'))
    if (describedBy.length) control.setAttribute('aria-describedby', describedBy.join(' '))
    else control.removeAttribute('aria-describedby')
  })
  document.querySelectorAll<HTMLElement>(ERROR_FIELD).forEach((field, index) => {
    const control = field.querySelector<HTMLElement>(CONTROL)
    const message = field.querySelector<HTMLElement>('.field-error')
    if (!control) return
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('data-revela-invalid', '')
    if (message) {
      message.id ||= `revela-error-${index}-${Math.random().toString(36).slice(2, 8)}`
      const describedBy = new Set((control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean))
      describedBy.add(message.id)
      control.setAttribute('aria-describedby', [...describedBy].join(' '))
    }
  })
}

/** The toasts' region and close buttons, which the toast library names in English. */
function nameToasts(): void {
  document
    .querySelectorAll('section[aria-label^="Notifications"]')
    .forEach((region) => region.setAttribute('aria-label', 'Avisos (Alt+T)'))
  document
    .querySelectorAll('[data-sonner-toast] [data-close-button][aria-label="Close toast"]')
    .forEach((button) => button.setAttribute('aria-label', 'Cerrar aviso'))
}

const visible = (element: HTMLElement) => element.getClientRects().length > 0
const again = (attempt: number) => requestAnimationFrame(() => requestAnimationFrame(() => goToFirstError(attempt + 1)))

/**
 * Takes the owner to the first field in error when a save is refused: opens the tab that holds it
 * (Payload counts a tab's errors on its button) and the collapsed rows around it (a block, an array
 * row), then scrolls to it and focuses it, so that its message is in view rather than only in a toast.
 */
function goToFirstError(attempt = 0): void {
  if (attempt > 4) return
  const first = document.querySelector<HTMLElement>(ERROR_FIELD)
  if (!first || !visible(first)) {
    const tab = document.querySelector<HTMLElement>(
      '.tabs-field__tab-button--has-error:not(.tabs-field__tab-button--active)',
    )
    if (tab) {
      tab.click()
      again(attempt)
    }
    return
  }
  let outermost: HTMLElement | null = null
  for (
    let c = first.closest<HTMLElement>('.collapsible--collapsed');
    c;
    c = c.parentElement?.closest<HTMLElement>('.collapsible--collapsed') ?? null
  )
    outermost = c
  if (outermost) {
    outermost.querySelector<HTMLElement>('.collapsible__toggle')?.click()
    again(attempt)
    return
  }
  first.scrollIntoView({ block: 'center', behavior: 'auto' })
  first.querySelector<HTMLElement>(CONTROL)?.focus({ preventScroll: true })
}

/**
 * A provider around the admin (admin.components.providers): watches the page for Payload's error
 * toasts and fields in error. It changes no data and no request; without JavaScript there is no
 * admin to watch.
 */
export function FieldErrorFocus({ children }: { children?: ReactNode }) {
  useEffect(() => {
    let scheduled = false
    const seenToasts = new WeakSet<Element>()
    const observer = new MutationObserver(() => {
      if (scheduled) return
      scheduled = true
      requestAnimationFrame(() => {
        scheduled = false
        markInvalid()
        nameToasts()
        const toasts = [...document.querySelectorAll('[data-sonner-toast][data-type="error"]')].filter(
          (toast) => !seenToasts.has(toast),
        )
        if (toasts.length === 0) return
        toasts.forEach((toast) => seenToasts.add(toast))
        // Payload marks the fields in the same render as the toast, or just after.
        setTimeout(goToFirstError, 50)
      })
    })
    nameToasts()
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
