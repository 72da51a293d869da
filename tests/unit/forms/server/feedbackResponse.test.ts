import { describe, expect, it } from 'vitest'

import { feedbackResponse } from '@/forms/server/feedbackResponse'

const base = { contact_form_id: 7, message: 'm', posted_data_hash: '', into: '#wpcf7-f7-o1', invalid_fields: [] }

describe('feedbackResponse key order (CF7)', () => {
  it('puts invalid_fields after into on success', () => {
    expect(Object.keys(feedbackResponse({ ...base, status: 'mail_sent' }))).toEqual([
      'contact_form_id',
      'status',
      'message',
      'posted_data_hash',
      'into',
      'invalid_fields',
    ])
  })
  it('puts invalid_fields before posted_data_hash on a validation failure', () => {
    expect(Object.keys(feedbackResponse({ ...base, status: 'validation_failed' }))).toEqual([
      'contact_form_id',
      'status',
      'message',
      'invalid_fields',
      'posted_data_hash',
      'into',
    ])
  })
  it('appends quiz and the post-submit fields', () => {
    const body = feedbackResponse(
      { ...base, status: 'mail_sent', quiz: { q: ['1+1=?', 'h'] } },
      { redirect_to_paypal: 'https://www.paypal.com/x' },
    )
    expect(Object.keys(body).slice(-2)).toEqual(['quiz', 'redirect_to_paypal'])
  })
})
