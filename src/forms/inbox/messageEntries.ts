import type { StoredField } from '@/forms/notKeptFiles'
import type { FormTagBaseType } from '@/forms/template/formTagTypes'
import { formatDate } from '@/lib/formatDate'

/** One field of a received message as the studio reads it: «Teléfono: 600 000 000». */
export interface MessageEntry {
  name: string
  label: string
  value: string
}

export interface FormLabels {
  labels: ReadonlyMap<string, string>
  types: ReadonlyMap<string, FormTagBaseType>
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A stored value in words: a ticked acceptance is «Sí» (CF7 posts "1"), a date field's 2024-05-14 is
 * «14 de mayo de 2024» (or left as written for a spreadsheet, which reads ISO dates), several
 * choices are joined with commas.
 */
export function valueText(
  type: FormTagBaseType | undefined,
  value: unknown,
  { dates = 'long' }: { dates?: 'long' | 'iso' } = {},
): string {
  const list = (Array.isArray(value) ? value : [value]).filter((v) => v != null).map(String)
  if (type === 'acceptance') return list.some((v) => v.trim() !== '' && v !== '0') ? 'Sí' : 'No'
  if (type === 'date' && dates === 'long')
    return list.map((v) => (ISO_DATE.test(v) ? formatDate(`${v}T12:00:00Z`) : v)).join(', ')
  return list.join(', ')
}

const storedFields = (fields: unknown): StoredField[] =>
  Array.isArray(fields) ? fields.filter((f): f is StoredField => typeof f?.name === 'string') : []

/**
 * A message's fields with the labels its form shows, in the form's order (a field the form no
 * longer has keeps its name, at the end); empty ones are left out, as the mail leaves them out.
 */
export function messageEntries(
  fields: unknown,
  form: FormLabels,
  options?: { dates?: 'long' | 'iso' },
): MessageEntry[] {
  const order = [...form.labels.keys()]
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return storedFields(fields)
    .map((f) => ({
      name: f.name,
      label: form.labels.get(f.name) ?? f.name,
      value: valueText(form.types.get(f.name), f.value, options),
    }))
    .filter((e) => e.value.trim() !== '')
    .sort((a, b) => rank(a.name) - rank(b.name))
}
