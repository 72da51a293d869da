import { afterEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_RECORD_URL, recordConsent } from '@/privacy/browser/recordConsent'

afterEach(() => vi.unstubAllGlobals())

describe('recordConsent', () => {
  it('posts the choice as JSON, kept alive through the reload that follows a withdrawal', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('location', { pathname: '/contacto/' })
    recordConsent({ consentId: 'c0ffee00-0000-4000-8000-000000000000', categories: ['necessary'], revision: 7 })
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(CONSENT_RECORD_URL)
    expect(url).toBe('/wp-json/revela/v1/consent')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } })
    expect(JSON.parse(init.body as string)).toEqual({
      consentId: 'c0ffee00-0000-4000-8000-000000000000',
      action: 'reject-all',
      categories: ['necessary'],
      revision: 7,
      pageUrl: '/contacto/',
    })
  })

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    vi.stubGlobal('location', { pathname: '/' })
    expect(() =>
      recordConsent({ consentId: 'x', categories: ['necessary', 'analytics', 'marketing'], revision: 1 }),
    ).not.toThrow()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    warn.mockRestore()
  })
})
