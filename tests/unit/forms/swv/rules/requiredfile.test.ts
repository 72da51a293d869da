import { describe, expect, it } from 'vitest'

import type { FormValue } from '@/forms/swv'

import { file, passes } from '../helpers'

describe('requiredfile', () => {
  it.each<[string, FormValue[], boolean]>([
    ['one file', [file('a.pdf', 10)], true],
    ['a named zero-byte file (6.1.6 counts any entry)', [file('empty.txt', 0)], true],
    ['a string entry', ['a.pdf'], true],
    ['whitespace is still an entry', [' '], true],
    ['nothing', [], false],
    ['an empty string', [''], false],
    ['the nameless empty file a browser posts for an empty input', [file('', 0)], false],
  ])('%s → %s', (_label, values, valid) => {
    expect(passes({ rule: 'requiredfile' }, ...values)).toBe(valid)
  })
})
