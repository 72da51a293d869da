import { describe, expect, it } from 'vitest'

import {
  getClassOptions,
  getColsOption,
  getIdOption,
  getLimitOption,
  getMaxlengthOption,
  getMinlengthOption,
  getOption,
  getOptions,
  getRowsOption,
  getSizeOption,
  hasOption,
} from '@/forms/template/tagOptions'

const tag = (...options: string[]) => ({ options })

describe('hasOption and getOption', () => {
  it.each<[string[], string, boolean]>([
    [['placeholder'], 'placeholder', true],
    [['PlaceHolder'], 'placeholder', true],
    [['min:3'], 'min', true],
    [['min:'], 'min', false],
    [['minlength:3'], 'min', false],
    [['include_blank'], 'include', false],
  ])('%j has %s: %s', (options, name, expected) => {
    expect(hasOption(tag(...options), name)).toBe(expected)
  })

  it('returns the first value matching the pattern, case-insensitively on the name', () => {
    const t = tag('min:diez', 'MIN:5', 'min:7')
    expect(getOption(t, 'min', '[0-9]+')).toBe('5')
    expect(getOptions(t, 'min', '[0-9]+')).toEqual(['5', '7'])
    expect(getOption(t, 'min')).toBe('diez')
    expect(getOption(t, 'max')).toBeUndefined()
  })
})

describe('size, length, cols and rows, with their shorthands', () => {
  it.each<[string[], string | undefined, string | undefined]>([
    [['size:30', 'maxlength:80'], '30', '80'],
    [['40/100'], '40', '100'],
    [['/100'], undefined, '100'],
    [['40/'], '40', undefined],
    // PHP reads "0" as false: maxlength:0 falls through to the shorthand, then the default.
    [['maxlength:0', '20/50'], '20', '50'],
    [['maxlength:diez'], undefined, undefined],
  ])('%j → size %s, maxlength %s', (options, size, maxlength) => {
    expect(getSizeOption(tag(...options))).toBe(size)
    expect(getMaxlengthOption(tag(...options))).toBe(maxlength)
  })

  it('falls back to the default the caller gives', () => {
    expect(getMaxlengthOption(tag('maxlength:0'), '400')).toBe('400')
    expect(getSizeOption(tag(), '40')).toBe('40')
  })

  it('reads minlength only in its long form, ignoring 0', () => {
    expect(getMinlengthOption(tag('minlength:5'))).toBe('5')
    expect(getMinlengthOption(tag('minlength:0'))).toBeUndefined()
  })

  it.each<[string[], string | undefined, string | undefined, string | undefined]>([
    [['40x10'], '40', '10', undefined],
    [['40x10/2000'], '40', '10', '2000'],
    [['x8'], undefined, '8', undefined],
    [['cols:60', 'rows:4'], '60', '4', undefined],
  ])('textarea %j → cols %s, rows %s, maxlength %s', (options, cols, rows, maxlength) => {
    const t = tag(...options)
    expect([getColsOption(t), getRowsOption(t), getMaxlengthOption(t)]).toEqual([cols, rows, maxlength])
  })
})

describe('getLimitOption', () => {
  it.each<[string[], number]>([
    [[], 1048576],
    [['limit:2048'], 2048],
    [['limit:500kb'], 512000],
    [['limit:2mb'], 2097152],
    [['limit:2MB'], 2097152],
    [['limit:3b'], 3],
    [['limit:0'], 1048576],
    [['limit:2gb'], 1048576],
    [['Limit:2mb'], 1048576],
    [['limit:1.5mb'], 1048576],
  ])('%j → %i bytes', (options, bytes) => {
    expect(getLimitOption(tag(...options))).toBe(bytes)
  })
})

describe('id and class', () => {
  it.each<[string[], string | undefined]>([
    [['id:nombre'], 'nombre'],
    [['id:wpcf7-x'], undefined],
    [['id:dos.puntos'], undefined],
    [[], undefined],
  ])('%j → id %s', (options, id) => {
    expect(getIdOption(tag(...options))).toBe(id)
  })

  it('collects every class once, in order', () => {
    expect(getClassOptions(tag('class:a', 'class:b', 'class:a', 'class:c.d'))).toEqual(['a', 'b'])
  })
})
