import { describe, expect, it } from 'vitest'

import { passes } from '../helpers'

describe('enum', () => {
  it.each<[(string | number)[] | undefined, string[], boolean]>([
    [['Boda', 'Retrato'], ['Boda'], true],
    [['Boda', 'Retrato'], [' Boda '], true], // values are trimmed
    [['Boda', 'Retrato'], ['boda'], false], // case-sensitive
    [['Boda', 'Retrato'], ['Boda', 'Retrato'], true],
    [['Boda', 'Retrato'], ['Boda', 'Otro'], false],
    [['with space '], ['with space '], false], // accept entries are not trimmed
    [['with space '], ['with space'], false],
    [[1, 2], ['2'], true], // String(accept[i])
    [['Línea\nDos'], ['Línea\r\nDos'], false], // no newline normalisation in the browser
    [[], ['x'], false],
    [undefined, ['x'], false],
    [[], [], true],
    [['a'], ['', ' '], true], // blank values are not checked
  ])('accept %j, values %j → %s', (accept, values, valid) => {
    expect(passes({ rule: 'enum', ...(accept && { accept }) }, ...values)).toBe(valid)
  })
})
