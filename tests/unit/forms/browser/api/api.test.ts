import { describe, expect, it, vi } from 'vitest'

import { ACCEPT, apiFetch, FETCH_ERROR, INVALID_JSON } from '@/forms/browser/api/apiFetch'
import { apiUrl } from '@/forms/browser/api/apiUrl'
import { asSchema, loadSchema } from '@/forms/browser/api/loadSchema'

describe('apiUrl', () => {
  it.each([
    ['/wp-json/', 'contact-forms/5/feedback', '/wp-json/contact-form-7/v1/contact-forms/5/feedback'],
    ['/wp-json/', '/contact-forms/5/refill', '/wp-json/contact-form-7/v1/contact-forms/5/refill'],
    [
      'https://x.es/wp-json/',
      'contact-forms/5/feedback/schema',
      'https://x.es/wp-json/contact-form-7/v1/contact-forms/5/feedback/schema',
    ],
    ['/?rest_route=/', 'contact-forms/5/refill?x=1', '/?rest_route=/contact-form-7/v1/contact-forms/5/refill&x=1'],
  ])('%s + %s', (root, endpoint, url) => {
    expect(apiUrl(root, endpoint)).toBe(url)
  })
})

describe('apiFetch', () => {
  it('sends CF7 Accept header and returns the JSON body', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ status: 'mail_sent' }))
    await expect(apiFetch(fetchImpl, '/x', { method: 'POST' })).resolves.toEqual({ status: 'mail_sent' })
    expect(fetchImpl).toHaveBeenCalledWith('/x', { method: 'POST', headers: { Accept: ACCEPT } })
    expect(ACCEPT).toBe('application/json, */*;q=0.1')
  })

  it('treats 204 as no body', async () => {
    await expect(apiFetch(async () => new Response(null, { status: 204 }), '/x')).resolves.toBeNull()
  })

  it('rejects a non-2xx response with the response itself', async () => {
    const response = Response.json({ code: 'wpcf7_not_found' }, { status: 404 })
    await expect(apiFetch(async () => response, '/x')).rejects.toBe(response)
  })

  it('rejects a network failure with fetch_error', async () => {
    await expect(
      apiFetch(async () => {
        throw new TypeError('Failed to fetch')
      }, '/x'),
    ).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' })
    expect(FETCH_ERROR.code).toBe('fetch_error')
  })

  it('rejects a body that is not JSON with invalid_json', async () => {
    await expect(apiFetch(async () => new Response('<html>'), '/x')).rejects.toBe(INVALID_JSON)
  })
})

describe('loadSchema', () => {
  const schema = { version: 'Contact Form 7 SWV Schema 2024-10', locale: 'es_ES', rules: [] }

  it('fetches each form id once per cache', async () => {
    const cache = new Map()
    const fetchSchema = vi.fn(async () => schema)
    const log = { error: vi.fn() }
    const [a, b] = await Promise.all([loadSchema(cache, 7, fetchSchema, log), loadSchema(cache, 7, fetchSchema, log)])
    expect(a).toBe(schema)
    expect(b).toBe(schema)
    expect(fetchSchema).toHaveBeenCalledTimes(1)
    await loadSchema(cache, 8, fetchSchema, log)
    expect(fetchSchema).toHaveBeenCalledTimes(2)
  })

  it('settles a failed fetch to null and logs it', async () => {
    const log = { error: vi.fn() }
    await expect(loadSchema(new Map(), 7, async () => Promise.reject(FETCH_ERROR), log)).resolves.toBeNull()
    expect(log.error).toHaveBeenCalledWith(FETCH_ERROR)
  })

  it.each<[unknown, boolean]>([
    [[], false],
    [null, false],
    [{ rules: 'x' }, false],
    [{ version: 'v', locale: '', rules: [] }, true],
  ])('asSchema(%j) is a schema: %s', (value, ok) => {
    expect(asSchema(value) !== null).toBe(ok)
  })
})
