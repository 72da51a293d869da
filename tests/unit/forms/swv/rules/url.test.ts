import { describe, expect, it } from 'vitest'

import { ALLOWED_URL_SCHEMES, isUrl } from '@/forms/swv'

import { passes } from '../helpers'

describe('isUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http:example.com', true], // normalised by the URL parser
    ['https://例え.jp', true],
    ['http://exa_mple.com', true],
    ['http://[::1]/', true],
    ['http://example.com/ space', true],
    ['  https://example.com  ', true],
    ['\u00a0https://example.com\u3000', true], // JS trim, wider than the URL parser's own
    ['mailto:a@example.com', true],
    ['tel:+34600000000', true],
    ['urn:isbn:0451450523', true],
    ['http://', false],
    ['example.com', false],
    ['www.example.com', false],
    ['//example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/plain,x', false],
    ['file:///etc/passwd', false],
    ['ssh://host', false],
    ['ws://host', false],
    ['not a url', false],
  ])('%j → %s', (value, valid) => {
    expect(isUrl(value)).toBe(valid)
  })

  it.each(ALLOWED_URL_SCHEMES.map((scheme) => [scheme]))('%s: is allowed', (scheme) => {
    expect(isUrl(`${scheme}://example.com/x`)).toBe(true)
  })

  it('allows exactly the 22 WordPress schemes', () => {
    expect(ALLOWED_URL_SCHEMES).toHaveLength(22)
  })
})

describe('url rule', () => {
  it.each([
    [[], true],
    [['https://a.example', 'ftp://b.example'], true],
    [['https://a.example', 'b.example'], false],
  ])('%j → %s', (values, valid) => {
    expect(passes({ rule: 'url' }, ...values)).toBe(valid)
  })
})
