import { describe, expect, it } from 'vitest'

import { outcomeEvent, statusClass } from '@/forms/browser/status/statusClass'

describe('statusClass', () => {
  it.each([
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
  ])('maps the API status %s to %s', (api, token) => {
    expect(statusClass(api)).toBe(token)
  })

  it.each(['invalid', 'sent', 'failed', 'unaccepted', 'payment-required'])('keeps the token %s as it is', (token) => {
    expect(statusClass(token)).toBe(token)
  })

  it.each([
    ['error', 'custom-error'],
    ['foo_bar', 'custom-foo-bar'],
    // Only the first run of non-alphanumerics becomes a space, and only the first space run a dash.
    ['foo_bar_baz', 'custom-foo-bar_baz'],
    ['a__b c', 'custom-a-b c'],
    ['_leading', 'custom-leading'],
    ['Custom Status', 'custom-Custom-Status'],
  ])('slugs the unknown status %s as %s', (api, token) => {
    expect(statusClass(api)).toBe(token)
  })
})

describe('outcomeEvent', () => {
  it.each([
    ['invalid', 'invalid'],
    ['unaccepted', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['sent', 'mailsent'],
    ['failed', 'mailfailed'],
    ['init', undefined],
    ['payment-required', undefined],
    ['custom-error', undefined],
  ])('status %s raises %s', (status, event) => {
    expect(outcomeEvent(status)).toBe(event)
  })
})
