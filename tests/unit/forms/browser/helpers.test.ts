import { describe, expect, it } from 'vitest'

import { errorId } from '@/forms/browser/errors/errorId'
import { isAccepted } from '@/forms/browser/helpers/acceptance'
import { countCharacters } from '@/forms/browser/helpers/characterCount'
import { completeUrl } from '@/forms/browser/helpers/completeUrl'
import { captchaChallenge } from '@/forms/browser/refill/captchaChallenge'
import { startupProblems } from '@/forms/browser/startupProblems'
import { fieldValues } from '@/forms/browser/validation/fieldValues'

describe('completeUrl', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/x ', 'http://www.example.com/x'],
    ['//example.com', 'http://example.com'],
    ['///example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['mailto:ana@example.com', 'mailto:ana@example.com'],
    ['http:example.com', 'http:example.com'],
    ['localhost', 'localhost'],
    ['  ', ''],
    ['', ''],
    // A scheme must start with a letter: "1http://x.com" has none, so it is completed.
    ['1http://x.com', 'http://1http://x.com'],
  ])('%j → %j', (input, output) => {
    expect(completeUrl(input)).toBe(output)
  })
})

describe('isAccepted', () => {
  const box = (checked: boolean, invert = false, optional = false) => ({ checked, invert, optional })
  it.each([
    ['no acceptance', [], true],
    ['checked', [box(true)], true],
    ['unchecked', [box(false)], false],
    ['inverted and unchecked', [box(false, true)], true],
    ['inverted and checked', [box(true, true)], false],
    ['optional and unchecked', [box(false, false, true)], true],
    ['optional inverted and checked', [box(true, true, true)], true],
    ['one of two unmet', [box(true), box(false)], false],
  ])('%s → %s', (_, boxes, accepted) => {
    expect(isAccepted(boxes)).toBe(accepted)
  })
})

describe('countCharacters', () => {
  const spec = { down: false, starting: 0, maximum: 0, minimum: 0 }
  it('counts the trimmed length up', () => {
    expect(countCharacters('  hola  ', spec)).toEqual({ count: 4, tooLong: false, tooShort: false })
  })
  it('counts down from the starting value', () => {
    expect(countCharacters('hola', { ...spec, down: true, starting: 10, maximum: 10 }).count).toBe(6)
  })
  it('counts down from the maximum when there is no starting value', () => {
    expect(countCharacters('hola', { ...spec, down: true, maximum: 10 }).count).toBe(6)
  })
  it('goes negative past the limit', () => {
    expect(countCharacters('hola mundo!', { ...spec, down: true, starting: 10, maximum: 10 })).toEqual({
      count: -1,
      tooLong: true,
      tooShort: false,
    })
  })
  it('compares the untrimmed length with the limits', () => {
    expect(countCharacters('abc ', { ...spec, maximum: 3 }).tooLong).toBe(true)
    expect(countCharacters('abc', { ...spec, maximum: 3 }).tooLong).toBe(false)
    expect(countCharacters('ab ', { ...spec, minimum: 3 }).tooShort).toBe(false)
    expect(countCharacters('ab', { ...spec, minimum: 3 }).tooShort).toBe(true)
  })
  it('treats 0 as no limit', () => {
    expect(countCharacters('', spec)).toEqual({ count: 0, tooLong: false, tooShort: false })
  })
  it('counts UTF-16 code units', () => {
    expect(countCharacters('📷', spec).count).toBe(2)
  })
})

describe('errorId', () => {
  it.each([
    ['wpcf7-f123-p45-o1', 'your-email', 'wpcf7-f123-p45-o1-ve-your-email'],
    ['wpcf7-f1-o2', 'a:b', 'wpcf7-f1-o2-ve-ab'],
    ['wpcf7-f1-o2', 'menu_1', 'wpcf7-f1-o2-ve-menu_1'],
    ['wpcf7-f1-o2', 'Ñame x', 'wpcf7-f1-o2-ve-amex'],
  ])('%s / %s → %s', (unitTag, field, id) => {
    expect(errorId(unitTag, field)).toBe(id)
  })
})

describe('captchaChallenge', () => {
  it.each([
    ['https://x.es/wp-content/uploads/wpcf7_captcha/1234567.png', '1234567'],
    ['/c/99.gif', '99'],
    ['/c/42.jpeg', '42'],
    ['/c/42.jpg', undefined],
    ['/c/abc.png', undefined],
  ])('%s → %s', (url, challenge) => {
    expect(captchaChallenge(url)).toBe(challenge)
  })
})

describe('fieldValues', () => {
  it('collects the non-blank values under a base name, files by name', () => {
    const entries: [string, string | { name: string }][] = [
      ['tags[]', 'a'],
      ['tags[]', ' '],
      ['tags[x]', 'b'],
      ['tagsmore', 'no'],
      ['file', { name: 'cv.pdf' }],
    ]
    expect(fieldValues(entries, 'tags')).toEqual(['a', 'b'])
    expect(fieldValues(entries, 'file')).toEqual(['cv.pdf'])
  })
})

describe('startupProblems', () => {
  const ok = {
    fetch: () => undefined,
    FormData: function FormData() {},
    NodeList: { prototype: { forEach: () => undefined } },
    String: { prototype: { replaceAll: () => '' } },
  }
  it('finds nothing in a capable browser', () => {
    expect(startupProblems(ok)).toEqual([])
    expect(startupProblems(globalThis as never).filter((p) => !p.includes('NodeList'))).toEqual([])
  })
  it('lists every missing feature in CF7 words', () => {
    expect(startupProblems({})).toEqual([
      'Your browser does not support window.fetch().',
      'Your browser does not support window.FormData().',
      'Your browser does not support NodeList.forEach().',
      'Your browser does not support String.replaceAll().',
    ])
  })
})
