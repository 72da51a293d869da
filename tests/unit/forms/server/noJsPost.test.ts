import { describe, expect, it } from 'vitest'

import { isNoJsFormPost } from '@/forms/server/noJsPost'

describe('isNoJsFormPost', () => {
  const form = 'application/x-www-form-urlencoded'
  it('takes form posts to pages', () => {
    expect(isNoJsFormPost('POST', '/contacto/', form, false)).toBe(true)
    expect(isNoJsFormPost('POST', '/', 'multipart/form-data; boundary=x', false)).toBe(true)
  })
  it('takes a post to an address under an internal route that no route answers, which Next would fail on (found by the fuzzer)', () => {
    expect(isNoJsFormPost('POST', '/wpcf7-nojs/challengepage/-3/', 'multipart/form-data; boundary=', false)).toBe(true)
    expect(isNoJsFormPost('POST', '/wp-content/uploads/2024/05/a.jpg', form, false)).toBe(true)
  })
  it('leaves alone APIs, the admin, server actions, JSON and other methods', () => {
    expect(
      isNoJsFormPost(
        'POST',
        '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
        'multipart/form-data; boundary=x',
        false,
      ),
    ).toBe(false)
    expect(isNoJsFormPost('POST', '/api/users/login', form, false)).toBe(false)
    expect(isNoJsFormPost('POST', '/admin/login', form, false)).toBe(false)
    expect(isNoJsFormPost('POST', '/wp-admin/admin-ajax.php', form, false)).toBe(false)
    expect(isNoJsFormPost('POST', '/contacto/', form, true)).toBe(false)
    expect(isNoJsFormPost('POST', '/contacto/', 'application/json', false)).toBe(false)
    expect(isNoJsFormPost('GET', '/contacto/', form, false)).toBe(false)
  })
})
