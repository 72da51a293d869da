import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from '@/lib/csv'

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('di "hola"')).toBe('"di ""hola"""')
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(csvCell(['Retrato', 'Book'])).toBe('"Retrato, Book"')
    expect(csvCell(null)).toBe('')
  })
  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+34 600')).toBe("'+34 600")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
  it('starts with a byte-order mark and ends rows with CRLF', () => {
    expect(toCsv(['Nombre', 'Correo'], [['Ana', 'ana@x.test']])).toBe('\uFEFFNombre;Correo\r\nAna;ana@x.test\r\n')
  })
})
