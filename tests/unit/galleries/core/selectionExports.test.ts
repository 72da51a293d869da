import { describe, expect, it } from 'vitest'

import { captureOneList, lightroomList, selectionCsv } from '@/galleries/core/selectionExports'

const names = ['IMG_0412.JPG', 'IMG_0415.jpg', 'Boda Ana.y.Luis_003.jpeg', 'sin-extension']

describe('selection exports', () => {
  it('gives Lightroom the names without extension, comma-separated', () => {
    expect(lightroomList(names)).toBe('IMG_0412, IMG_0415, Boda Ana.y.Luis_003, sin-extension')
  })

  it('gives Capture One one name per line', () => {
    expect(captureOneList(names)).toBe('IMG_0412\nIMG_0415\nBoda Ana.y.Luis_003\nsin-extension\n')
    expect(captureOneList([])).toBe('')
  })

  it('writes a Spanish spreadsheet with the client’s notes, a formula in a note made harmless', () => {
    const csv = selectionCsv([
      { filename: 'IMG_0412.JPG', note: 'Más luz; sin la farola', favouritedAt: '2026-11-20T10:00:00.000Z' },
      { filename: 'IMG_0415.jpg', note: '=HYPERLINK("http://x")', favouritedAt: null },
    ])
    expect(csv.startsWith('\uFEFFArchivo;Nota del cliente;Elegida el\r\n')).toBe(true)
    expect(csv).toContain('IMG_0412.JPG;"Más luz; sin la farola";2026-11-20T10:00:00.000Z\r\n')
    expect(csv).toContain(`IMG_0415.jpg;"'=HYPERLINK(""http://x"")";\r\n`)
  })
})
