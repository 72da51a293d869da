import { afterEach, describe, expect, it, vi } from 'vitest'

import { frontPagePath, provideFrontPagePath } from '@/lib/frontPagePath'

describe('frontPagePath (what the proxy sends to /)', () => {
  afterEach(() => vi.useRealTimers())

  it('asks the reader the server process provided, with no request to the site', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    provideFrontPagePath(async () => '/inicio/')
    expect(await frontPagePath()).toBe('/inicio/')
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('keeps the last known address when the database fails', async () => {
    let fail = false
    provideFrontPagePath(async () => {
      if (fail) throw new Error('connection refused')
      return '/portada/'
    })
    expect(await frontPagePath()).toBe('/portada/')
    fail = true
    expect(await frontPagePath()).toBe('/portada/')
  })

  it('does not hold a page request past two seconds for a slow database', async () => {
    provideFrontPagePath(async () => '/inicio/')
    await frontPagePath()
    vi.useFakeTimers()
    provideFrontPagePath(() => new Promise(() => {}))
    const answer = frontPagePath()
    await vi.advanceTimersByTimeAsync(2000)
    // A new reader starts with nothing known: the redirect is skipped, the page is served.
    expect(await answer).toBeNull()
  })
})
