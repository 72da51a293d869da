import { describe, expect, it } from 'vitest'

import { acceptFromFileTypes, isKnownFileType } from '@/forms/template/fileTypes'

describe('acceptFromFileTypes', () => {
  it.each<[string[], string[]]>([
    [[], ['audio/*', 'video/*', 'image/*']],
    [['pdf|jpg'], ['.pdf', '.jpg']],
    [['PDF|.Jpg|pdf'], ['.pdf', '.jpg']],
    [
      ['pdf', 'png|gif'],
      ['.pdf', '.png', '.gif'],
    ],
    [['image/*|application/*|font/*'], ['image/*']],
    [['application/pdf|application/x-foo'], ['application/pdf']],
    [['tar.gz'], ['.tar.gz']],
  ])('%j → %j', (filetypes, accept) => {
    expect(acceptFromFileTypes(filetypes)).toEqual(accept)
  })
})

describe('isKnownFileType', () => {
  it.each<[string, boolean]>([
    ['jpg', true],
    ['.pdf', true],
    ['cr2', true],
    ['image/*', true],
    ['application/pdf', true],
    ['pdff', false],
    ['tar.gz', false],
    ['text/*', false],
    ['image/avif', false],
    ['application/x-foo', false],
  ])('%s → %s', (entry, known) => {
    expect(isKnownFileType(entry)).toBe(known)
  })
})
