import { describe, expect, it } from 'vitest'

import type { FormValue } from '@/forms/swv'

import { file, passes } from '../helpers'

describe('file', () => {
  it.each<[string, string[] | undefined, FormValue[], boolean]>([
    ['literal extension', ['.pdf'], [file('cv.pdf')], true],
    ['extension case-insensitive', ['.PDF'], [file('CV.Pdf')], true],
    ['wrong extension', ['.pdf'], [file('cv.doc')], false],
    ['extension must end the name', ['.pdf'], [file('cv.pdf.exe')], false],
    ['exact MIME type', ['application/pdf'], [file('cv.pdf')], true],
    ['MIME with several extensions', ['image/jpeg'], [file('a.jpe')], true],
    ['MIME is matched as written', ['APPLICATION/PDF'], [file('cv.pdf')], false],
    ['top/* wildcard', ['image/*'], [file('photo.webp')], true],
    ['wildcard top level is case-insensitive', ['IMAGE/*'], [file('photo.png')], true],
    ['wildcard does not cross top levels', ['image/*'], [file('clip.mp4')], false],
    ['the default accept list', ['audio/*', 'video/*', 'image/*'], [file('clip.mov')], true],
    ['the 6.1.6 table lacks avif', ['image/*'], [file('photo.avif')], false],
    ['the declared type is not trusted', ['.pdf'], [file('cv.exe', 1, 'application/pdf')], false],
    ['bare extension without dot', ['pdf'], [file('cv.pdf')], false],
    ['a lone star', ['*'], [file('cv.pdf')], false],
    ['a double extension is no literal', ['.tar.gz'], [file('a.tar.gz')], false],
    ['gzip through its MIME type', ['application/x-gzip'], [file('a.tar.gz')], true],
    ['empty accept', [], [file('cv.pdf')], false],
    ['missing accept', undefined, [file('cv.pdf')], false],
    ['a string is not a file', ['.pdf'], ['cv.pdf'], false],
    ['every file must pass', ['.pdf'], [file('a.pdf'), file('b.png')], false],
    ['several files all accepted', ['.pdf', '.png'], [file('a.pdf'), file('b.png')], true],
    ['no file at all', ['.pdf'], [], true],
  ])('%s', (_label, accept, values, valid) => {
    expect(passes({ rule: 'file', ...(accept && { accept }) }, ...values)).toBe(valid)
  })
})
