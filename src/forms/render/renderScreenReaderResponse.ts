import { errorIdFor } from './errorIdFor'
import { escHtml } from '@/lib/html'
import type { RenderOutcome } from './types'

/**
 * The region screen readers hear: the status message, then one list item per failed field, which
 * the field points at with aria-describedby and which links to the field when it has an id.
 */
export function renderScreenReaderResponse(
  unitTag: string,
  outcome: RenderOutcome | undefined,
  fieldIds: ReadonlyMap<string, string>,
): string {
  const seen = new Set<string>()
  const items: string[] = []
  for (const { field, message } of outcome?.invalidFields ?? []) {
    const reason = message.trim()
    if (reason === '' || seen.has(field)) continue
    seen.add(field)
    const id = fieldIds.get(field)
    const text = id === undefined ? escHtml(reason) : `<a href="#${escHtml(id)}">${escHtml(reason)}</a>`
    items.push(`<li id="${escHtml(errorIdFor(unitTag, field))}">${text}</li>`)
  }
  const status = `<p role="status" aria-live="polite" aria-atomic="true">${escHtml(outcome?.message ?? '')}</p>`
  return `<div class="screen-reader-response">${status} <ul>${items.join('\n')}</ul></div>`
}
