import { describe, expect, it } from 'vitest'

import { check, file, passes } from '../helpers'

describe('required', () => {
  it.each([
    [['a'], true],
    [['0'], true],
    [['false'], true],
    [[' a '], true],
    [['', 'x'], true],
    [[], false],
    [[''], false],
    [[' '], false],
    [['\n\t'], false],
    [['\u00a0'], false],
    [['\u3000'], false],
    [['', ' '], false],
    // Files are not text: a file alone does not satisfy a string rule.
    [[file('a.pdf')], false],
  ])('%j → %s', (values, valid) => {
    expect(passes({ rule: 'required' }, ...values)).toBe(valid)
  })

  it('reports its own field and message', () => {
    expect(check({ rule: 'required', field: 'f', error: 'Rellene este campo.' })).toEqual({
      field: 'f',
      error: 'Rellene este campo.',
    })
  })
})
