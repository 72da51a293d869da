import type { ContactFormEventDetail } from './status/eventDetail'

/** Dispatches CF7's bubbling `wpcf7{name}` CustomEvent on the form. */
export function triggerEvent(form: HTMLFormElement, name: string, detail: ContactFormEventDetail): void {
  form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }))
}
