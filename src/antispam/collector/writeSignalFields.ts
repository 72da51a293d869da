/** A form field by name, including one associated through `form=`; null when there is none. */
function fieldNamed(form: HTMLFormElement, name: string): { value: string } | null {
  for (const element of form.elements) {
    if ((element as HTMLInputElement).name === name) return element as HTMLInputElement
  }
  return null
}

/**
 * Puts each signal in a hidden input named `prefix + key`, reusing one left by an earlier submit
 * (a refused message is often sent again from the same page), and fills the honeypot block's empty
 * `{prefix}js` with the page-load time, which Akismet's inline script would have set.
 */
export function writeSignalFields(
  form: HTMLFormElement,
  fields: Readonly<Record<string, string>>,
  prefix: string,
  loadedAt: number,
): void {
  for (const [key, value] of Object.entries(fields)) {
    let input = fieldNamed(form, prefix + key)
    if (!input) {
      const hidden = form.ownerDocument.createElement('input')
      hidden.type = 'hidden'
      hidden.name = prefix + key
      form.append(hidden)
      input = hidden
    }
    input.value = value
  }
  const js = fieldNamed(form, `${prefix}js`)
  if (js && !js.value) js.value = String(loadedAt)
}
