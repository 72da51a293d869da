import { spreadsheetDateTime } from '@/lib/localDateTime'

import { messageEntries, type FormLabels } from './messageEntries'

/** What the export needs of one stored message. */
export interface CsvSubmission {
  createdAt: string
  formId: number | string | null
  formTitle: string
  fields: unknown
  fileUrls: string[]
  pageUrl?: string | null
  remoteIp?: string | null
}

/**
 * The inbox as spreadsheet rows: the date in Madrid's time, the form, one column per field headed by
 * the label the form shows (fields of several forms with the same label share a column: «Nombre» is
 * one column whatever each form calls the field), then the files, the page and the IP.
 */
export function submissionsCsv(
  docs: readonly CsvSubmission[],
  formsById: ReadonlyMap<number | string, FormLabels>,
): { header: string[]; rows: string[][] } {
  const noLabels: FormLabels = { labels: new Map(), types: new Map() }
  const perDoc = docs.map(
    (doc) =>
      new Map(
        messageEntries(doc.fields, (doc.formId != null && formsById.get(doc.formId)) || noLabels, { dates: 'iso' }).map(
          (e) => [e.label, e.value],
        ),
      ),
  )
  // Every field of the forms involved, filled or not, so that exports of one form always line up;
  // then any field a form no longer has, kept by older messages.
  const used: string[] = []
  for (const form of formsById.values())
    for (const label of form.labels.values()) if (!used.includes(label)) used.push(label)
  for (const entries of perDoc) for (const label of entries.keys()) if (!used.includes(label)) used.push(label)
  const rows = docs.map((doc, i) => [
    spreadsheetDateTime(doc.createdAt),
    doc.formTitle,
    ...used.map((label) => perDoc[i]!.get(label) ?? ''),
    doc.fileUrls.join(' '),
    doc.pageUrl ?? '',
    doc.remoteIp ?? '',
  ])
  return { header: ['Fecha (hora de Madrid)', 'Formulario', ...used, 'Archivos', 'Página', 'IP'], rows }
}
