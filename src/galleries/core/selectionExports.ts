import { toCsv } from '@/lib/csv'

/** A file's name without its extension: `IMG_0412.JPG` → `IMG_0412`. */
const withoutExtension = (name: string) => name.replace(/\.[^./\\]*$/, '')

/**
 * The chosen photos for Lightroom Classic's Library filter: names without extension, separated by
 * commas, pasted into the filter's text field («Texto» → «Nombre de archivo» → «Contiene»).
 */
export function lightroomList(filenames: readonly string[]): string {
  return filenames.map(withoutExtension).join(', ')
}

/** The chosen photos for Capture One: one file name per line, as its filter and its .txt import read them. */
export function captureOneList(filenames: readonly string[]): string {
  return filenames.map(withoutExtension).join('\n') + (filenames.length ? '\n' : '')
}

/** One chosen photo as the selection's CSV lists it. */
export interface ChosenPhoto {
  filename: string
  note: string
  favouritedAt: string | null
}

/** The selection as a spreadsheet (the house's CSV: `;`, UTF-8 with BOM, formulas neutralised). */
export function selectionCsv(photos: readonly ChosenPhoto[]): string {
  return toCsv(
    ['Archivo', 'Nota del cliente', 'Elegida el'],
    photos.map((photo) => [photo.filename, photo.note, photo.favouritedAt ?? '']),
  )
}
