import { safeUrl } from './safeUrl'

/** A form the server asks the browser to post after mail_sent (seed §4). */
export interface AutoForm {
  action: string
  method: 'get' | 'post'
  fields: [string, string][]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Normalises `{action, method, fields}`; fields may be `[{name, value}]`, `[[name, value]]` or a
 * name → value object. Null when the action is not a safe URL.
 */
export function toAutoForm(spec: unknown, base: string): AutoForm | null {
  if (!isRecord(spec)) return null
  const action = safeUrl(spec.action, base)
  if (!action) return null
  const method = String(spec.method ?? 'post').toLowerCase() === 'get' ? 'get' : 'post'
  const raw = spec.fields
  const pairs: unknown[][] = Array.isArray(raw)
    ? raw.map((f) => (Array.isArray(f) ? f : isRecord(f) ? [f.name, f.value] : []))
    : isRecord(raw)
      ? Object.entries(raw)
      : []
  const fields = pairs
    .filter(([name]) => typeof name === 'string' && name !== '')
    .map(([name, value]) => [String(name), value == null ? '' : String(value)] as [string, string])
  return { action, method, fields }
}

/** Reads the first `<form>` of an HTML string (the redirect plugin's format) as a spec, without running it. */
export function formSpecFromHtml(doc: Document, html: string): Record<string, unknown> | null {
  const template = doc.createElement('template')
  template.innerHTML = html
  const form = template.content.querySelector('form')
  if (!form) return null
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')].map(
    (el) => [el.name, el.value],
  )
  return { action: form.getAttribute('action') ?? '', method: form.getAttribute('method') ?? 'post', fields }
}

/** Builds the form as hidden inputs, appends it to the body and posts it. */
export function postAutoForm(doc: Document, form: AutoForm, submit: (form: HTMLFormElement) => void): void {
  const el = doc.createElement('form')
  el.action = form.action
  el.method = form.method
  el.hidden = true
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    el.append(input)
  }
  doc.body.append(el)
  submit(el)
}
