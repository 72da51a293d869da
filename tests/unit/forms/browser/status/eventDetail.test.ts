import { describe, expect, it } from 'vitest'

import { absInt, readMeta, statusChangeDetail, submissionDetail, userInputs } from '@/forms/browser/status/eventDetail'

const hidden: Record<string, string> = {
  _wpcf7: '123',
  _wpcf7_version: '6.1.6',
  _wpcf7_locale: 'es_ES',
  _wpcf7_unit_tag: 'wpcf7-f123-p45-o1',
  _wpcf7_container_post: '45',
}
const meta = readMeta((name) => hidden[name] ?? null)

describe('readMeta', () => {
  it('reads the identity from the hidden fields', () => {
    expect(meta).toEqual({
      contactFormId: 123,
      pluginVersion: '6.1.6',
      contactFormLocale: 'es_ES',
      unitTag: 'wpcf7-f123-p45-o1',
      containerPostId: 45,
    })
  })

  it('gives zeros and empty strings for missing fields', () => {
    expect(readMeta(() => null)).toEqual({
      contactFormId: 0,
      pluginVersion: '',
      contactFormLocale: '',
      unitTag: '',
      containerPostId: 0,
    })
  })
})

describe('absInt', () => {
  it.each<[unknown, number]>([
    ['12', 12],
    ['-7', 7],
    ['3.9', 3],
    ['12abc', 12],
    ['', 0],
    [null, 0],
    ['abc', 0],
  ])('%j → %d', (input, expected) => {
    expect(absInt(input)).toBe(expected)
  })
})

describe('userInputs', () => {
  it('keeps entries in order and leaves out names starting with _', () => {
    const formData = new FormData()
    formData.append('_wpcf7', '123')
    formData.append('your-name', 'Ana')
    formData.append('_wpcf7_recaptcha_response', 'token')
    formData.append('tags[]', 'a')
    formData.append('tags[]', 'b')
    formData.append('wpcf7-submit', 'Enviar')
    expect(userInputs(formData.entries())).toEqual([
      { name: 'your-name', value: 'Ana' },
      { name: 'tags[]', value: 'a' },
      { name: 'tags[]', value: 'b' },
      { name: 'wpcf7-submit', value: 'Enviar' },
    ])
  })
})

describe('details', () => {
  it('builds the submission detail in CF7 key order', () => {
    const formData = new FormData()
    formData.append('_wpcf7', '123')
    formData.append('your-email', 'ana@example.com')
    const detail = submissionDetail(meta, 'init', formData)
    expect(Object.keys(detail)).toEqual([
      'contactFormId',
      'pluginVersion',
      'contactFormLocale',
      'unitTag',
      'containerPostId',
      'status',
      'inputs',
      'formData',
    ])
    expect(detail.inputs).toEqual([{ name: 'your-email', value: 'ana@example.com' }])
    expect(detail.formData).toBe(formData)
  })

  it('builds the statuschanged detail', () => {
    expect(statusChangeDetail(meta, 'submitting', 'init')).toEqual({
      ...meta,
      status: 'submitting',
      prevStatus: 'init',
    })
  })
})
