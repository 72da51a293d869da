/**
 * CSV for spreadsheets used in Spain: `;` between cells (Excel with a Spanish locale splits on it,
 * LibreOffice and Google Sheets detect it), CRLF between rows and a UTF-8 byte-order mark so that
 * accents open correctly. Cells a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) are prefixed with `'`: visitors write these values.
 */
export const CSV_SEPARATOR = ';'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value == null ? '' : Array.isArray(value) ? value.join(', ') : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[";\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR)
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return '\uFEFF' + [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n'
}
