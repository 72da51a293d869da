/** The identity of a form instance, read once from its hidden fields; every event detail starts with it. */
export interface FormMeta {
  contactFormId: number
  pluginVersion: string
  contactFormLocale: string
  unitTag: string
  containerPostId: number
}

export interface FormInput {
  name: string
  value: FormDataEntryValue
}

/** What every `wpcf7*` event carries (seed §3); the optional parts depend on the event. */
export interface ContactFormEventDetail extends FormMeta {
  status: string
  prevStatus?: string
  inputs?: FormInput[]
  formData?: FormData
  apiResponse?: unknown
}

/** CF7's absInt: the absolute integer of a field value, 0 when there is none. */
export const absInt = (value: unknown): number => Math.abs(Number.parseInt(String(value ?? ''), 10)) || 0

/** Reads the meta from the form's hidden fields through `get` (e.g. `name => formData.get(name)`). */
export function readMeta(get: (name: string) => unknown): FormMeta {
  const text = (name: string) => String(get(name) ?? '')
  return {
    contactFormId: absInt(get('_wpcf7')),
    pluginVersion: text('_wpcf7_version'),
    contactFormLocale: text('_wpcf7_locale'),
    unitTag: text('_wpcf7_unit_tag'),
    containerPostId: absInt(get('_wpcf7_container_post')),
  }
}

/** The user-facing inputs of a submission: every entry whose name does not start with `_`. */
export function userInputs(entries: Iterable<[string, FormDataEntryValue]>): FormInput[] {
  return Array.from(entries, ([name, value]) => ({ name, value })).filter(({ name }) => !name.startsWith('_'))
}

/** The detail of beforesubmit / outcome / submit / reset events, before the response is known. */
export function submissionDetail(meta: FormMeta, status: string, formData: FormData): ContactFormEventDetail {
  return { ...meta, status, inputs: userInputs(formData.entries()), formData }
}

/** The detail of `wpcf7statuschanged`. */
export function statusChangeDetail(meta: FormMeta, status: string, prevStatus: string): ContactFormEventDetail {
  return { ...meta, status, prevStatus }
}
