import { TEXTS } from '../texts'

/**
 * `[contact-form-7 …]` pasted into a form template: a form cannot hold another, so the error CF7's
 * script shows for a nested form takes its place.
 */
export function renderNestedForm(): string {
  return `<p class="wpcf7-form-in-wrong-place"><strong>Error:</strong> ${TEXTS.formInWrongPlace}</p>`
}
