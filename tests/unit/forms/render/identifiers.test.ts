import { describe, expect, it } from 'vitest'

import { errorIdFor, formatAtts, statusClass, unitTagFor } from '@/forms/render'

describe('statusClass', () => {
  it.each<[string, string]>([
    ['init', 'init'],
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['submitting', 'submitting'],
    ['resetting', 'resetting'],
    ['validating', 'validating'],
    ['payment_required', 'payment-required'],
    ['waiting', 'custom-waiting'],
    ['needs_review', 'custom-needs-review'],
    ['a  b__c!d', 'custom-a-b-c-d'],
    ['toString', 'custom-toString'],
  ])('%s → %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected)
  })
})

describe('unitTagFor', () => {
  it('names the form, the page and the form’s place on the page', () => {
    expect(unitTagFor(7, 12, 1)).toBe('wpcf7-f7-p12-o1')
    expect(unitTagFor(7, 0, 2)).toBe('wpcf7-f7-o2')
  })
})

describe('errorIdFor', () => {
  it('joins the unit tag and the field, keeping only id-safe characters', () => {
    expect(errorIdFor('wpcf7-f7-p12-o1', 'your-email')).toBe('wpcf7-f7-p12-o1-ve-your-email')
    expect(errorIdFor('wpcf7-f7-o1', 'datos:nombre')).toBe('wpcf7-f7-o1-ve-datosnombre')
  })
})

describe('formatAtts', () => {
  it('keeps the given order, writes booleans and drops what is off', () => {
    expect(
      formatAtts({
        size: 40,
        class: ' a b ',
        id: undefined,
        readonly: true,
        checked: false,
        disabled: '',
        value: '',
        'Data-X': 'y',
        'bad name': 'z',
      }),
    ).toBe('size="40" class="a b" readonly="readonly" value="" data-x="y"')
  })

  it('escapes values without double-escaping character references', () => {
    expect(formatAtts({ value: `"<'&amp;&` })).toBe('value="&quot;&lt;&#039;&amp;&amp;"')
  })
})
