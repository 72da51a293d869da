import type { FieldValues, FileLike, FormValue } from '../types'

export const isFileLike = (value: FormValue): value is FileLike => typeof value !== 'string'

/** Every raw entry of a field, files included (what the file rules read). */
export const rawValues = (formData: FieldValues, field: string | undefined): FormValue[] =>
  field === undefined ? [] : formData.getAll(field)

/**
 * What string rules read: the values trimmed with JS `String.prototype.trim` (which also strips NBSP,
 * U+3000 and line terminators), blanks dropped. CF7 6.1.6 would throw a TypeError on a File here; CF7
 * never puts files under string rules, so files are simply not text and are skipped.
 */
export const textValues = (formData: FieldValues, field: string | undefined): string[] =>
  rawValues(formData, field).flatMap((value) => {
    if (isFileLike(value)) return []
    const trimmed = value.trim()
    return trimmed === '' ? [] : [trimmed]
  })

/** Sum of the sizes of the field's files (strings weigh nothing). */
export const totalFileSize = (formData: FieldValues, field: string | undefined): number =>
  rawValues(formData, field).reduce((sum, value) => (isFileLike(value) ? sum + value.size : sum), 0)

/** Total length of the trimmed values in UTF-16 code units (😀 is 2), as both JS and PHP count. */
export const totalTextLength = (formData: FieldValues, field: string | undefined): number =>
  textValues(formData, field).reduce((sum, text) => sum + text.length, 0)
