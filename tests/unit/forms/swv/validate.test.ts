import { describe, expect, it } from 'vitest'

import type { FormDataLike, Rule, Schema } from '@/forms/swv'
import { FormDataTree, SCHEMA_VERSION, validate } from '@/forms/swv'

import { file, form } from './helpers'

const schema = (...rules: Rule[]): Schema => ({ version: SCHEMA_VERSION, locale: 'es_ES', rules })
const errorsOf = (result: Map<string, { error: string }>): Record<string, string> =>
  Object.fromEntries([...result].map(([field, { error }]) => [field, error]))

// CF7's default contact form schema.
const contact = schema(
  { rule: 'required', field: 'your-name', error: 'name required' },
  { rule: 'maxlength', field: 'your-name', threshold: 400, error: 'name too long' },
  { rule: 'required', field: 'your-email', error: 'email required' },
  { rule: 'email', field: 'your-email', error: 'bad email' },
  { rule: 'maxlength', field: 'your-email', threshold: 400, error: 'email too long' },
  { rule: 'maxlength', field: 'your-message', threshold: 2000, error: 'message too long' },
)

describe('validate', () => {
  it.each<[string, FormDataLike, Record<string, string>]>([
    ['a valid submission', form(['your-name', 'Ana'], ['your-email', 'ana@example.com']), {}],
    [
      'everything blank',
      form(['your-name', ' '], ['your-email', '']),
      { 'your-name': 'name required', 'your-email': 'email required' },
    ],
    // The first failing rule wins: required fails, so email never reports.
    ['first error per field', form(['your-name', 'Ana']), { 'your-email': 'email required' }],
    ['a later rule', form(['your-name', 'Ana'], ['your-email', 'ana']), { 'your-email': 'bad email' }],
    [
      'fields are independent',
      form(['your-name', 'x'.repeat(401)], ['your-email', 'ana@example.com'], ['your-message', 'x'.repeat(2001)]),
      { 'your-name': 'name too long', 'your-message': 'message too long' },
    ],
    // A plain key posted twice keeps only its last value (CF7 6.1.6).
    [
      'the last of a repeated key wins',
      form(['your-name', 'Ana'], ['your-name', ''], ['your-email', 'a@b.cd']),
      { 'your-name': 'name required' },
    ],
    ['bracketed keys belong to their base field', form(['your-name[]', 'Ana'], ['your-email[0]', 'a@b.cd']), {}],
    [
      'keys not starting with a letter are ignored',
      form(['_your-name', 'Ana'], ['your-email', 'a@b.cd']),
      { 'your-name': 'name required' },
    ],
  ])('%s', (_label, data, expected) => {
    expect(errorsOf(validate(contact, data))).toEqual(expected)
  })

  it('ignores unknown rules and unreportable failures', () => {
    const result = validate(
      schema(
        { rule: 'nonsense', field: 'a', error: 'never' },
        { rule: 'required', field: 'a' }, // no error: not reported, and does not block the next rule
        { rule: 'required', field: 'a', error: 'a required' },
        { rule: 'toString', field: 'b', error: 'no prototype lookups' },
      ),
      form(),
    )
    expect(errorsOf(result)).toEqual({ a: 'a required' })
  })

  it("reports an all's sub-rule failure under the sub-rule's field, without overwriting", () => {
    const result = validate(
      schema(
        { rule: 'required', field: 'a', error: 'a required' },
        {
          rule: 'all',
          field: 'b',
          error: 'b group',
          rules: [
            { rule: 'required', field: 'a', error: 'a again' },
            { rule: 'required', field: 'c', error: 'c required' },
          ],
        },
        { rule: 'all', rules: [{ rule: 'required', field: 'c', error: 'c required' }] },
      ),
      form(),
    )
    expect(errorsOf(result)).toEqual({ a: 'a required', c: 'c required' })
  })

  it('skips every later rule of a field that has an error, composites included', () => {
    const result = validate(
      schema(
        { rule: 'required', field: 'a', error: 'a required' },
        // Would report under c, but belongs to a, which already failed: it never runs.
        { rule: 'all', field: 'a', rules: [{ rule: 'required', field: 'c', error: 'c required' }] },
      ),
      form(),
    )
    expect(errorsOf(result)).toEqual({ a: 'a required' })
  })

  describe('targetFields', () => {
    const data = form(['your-name', ''], ['your-email', 'nope'], ['your-message', 'x'.repeat(2001)])

    it.each<[string[] | undefined, Record<string, string>]>([
      [undefined, { 'your-name': 'name required', 'your-email': 'bad email', 'your-message': 'message too long' }],
      [['your-email'], { 'your-email': 'bad email' }],
      [['your-name', 'your-email'], { 'your-name': 'name required', 'your-email': 'bad email' }],
      [['unknown'], {}],
      [[], {}],
    ])('%j → %j', (targetFields, expected) => {
      expect(errorsOf(validate(contact, data, targetFields && { targetFields }))).toEqual(expected)
    })

    it("reports a composite's failure only when it falls on a target", () => {
      const composite = schema({
        rule: 'all',
        rules: [
          { rule: 'required', field: 'a', error: 'a required' },
          { rule: 'required', field: 'b', error: 'b required' },
        ],
      })
      expect(errorsOf(validate(composite, form(['a', 'x']), { targetFields: ['b'] }))).toEqual({ b: 'b required' })
      expect(errorsOf(validate(composite, form(), { targetFields: ['b'] }))).toEqual({})
    })
  })

  it('accepts a real FormData and File', () => {
    const data = new FormData()
    data.append('your-name', 'Ana')
    data.append('your-email', 'ana@example')
    data.append('cv', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    const withFile = schema(...contact.rules, { rule: 'file', field: 'cv', accept: ['.pdf'], error: 'bad file' })
    expect(errorsOf(validate(withFile, data))).toEqual({ 'your-email': 'bad email' })
  })
})

describe('FormDataTree', () => {
  it.each<[string, FormDataLike, string, unknown[]]>([
    ['plain key', form(['a', 'x']), 'a', ['x']],
    ['repeated plain key keeps the last', form(['a', 'x'], ['a', 'y']), 'a', ['y']],
    ['[] appends', form(['a[]', 'x'], ['a[]', 'y']), 'a', ['x', 'y']],
    ['[n] sets an index, [] continues after it', form(['a[3]', 'x'], ['a[]', 'y']), 'a', ['x', 'y']],
    ['[n] twice overwrites', form(['a[1]', 'x'], ['a[1]', 'y']), 'a', ['y']],
    ['[sub] nests and flattens', form(['a[b]', 'x'], ['a[c][]', 'y'], ['a[c][]', 'z']), 'a', ['x', 'y', 'z']],
    ['empty strings are dropped', form(['a[]', ''], ['a[]', 'x']), 'a', ['x']],
    ['whitespace is kept raw', form(['a', ' x ']), 'a', [' x ']],
    ['other fields stay apart', form(['a', 'x'], ['ab', 'y']), 'a', ['x']],
    ['trailing junk after the key is ignored', form(['a]junk', 'x']), 'a', ['x']],
    ['names are case-sensitive', form(['A', 'x']), 'a', []],
    ['absent field', form(['a', 'x']), 'b', []],
    ['files are kept', form(['f', file('a.pdf', 3)]), 'f', [file('a.pdf', 3)]],
    ['the nameless empty file of an empty input is dropped', form(['f', file('', 0)]), 'f', []],
  ])('%s', (_label, data, field, expected) => {
    expect(new FormDataTree(data).getAll(field)).toEqual(expected)
  })
})
