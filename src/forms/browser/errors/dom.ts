/** Small DOM look-ups shared by the error, validation and step code. */

/** Wraps of a field, compared by `data-name` so that no selector is built from a server string. */
export function wrapsOf(root: ParentNode, field: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')].filter(
    (wrap) => wrap.dataset.name === field,
  )
}

/** The screen-reader region's status paragraph and error list, inside the `.wpcf7` container. */
export function screenReader(container: HTMLElement): { status: HTMLElement | null; list: HTMLElement | null } {
  return {
    status: container.querySelector<HTMLElement>('.screen-reader-response [role="status"]'),
    list: container.querySelector<HTMLElement>('.screen-reader-response ul'),
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The element to focus for a `.wpcf7-form-control`, which for checkbox groups is a span. */
export function focusTarget(control: Element): HTMLElement | null {
  if (control.matches('input, select, textarea, button')) return control as HTMLElement
  return control.querySelector<Control>('input:not([type="hidden"]):enabled, select:enabled, textarea:enabled')
}

/** Whether an element can take focus where it is (not inside a hidden subtree). */
export const isShown = (el: Element): boolean => !el.closest('[hidden]')
