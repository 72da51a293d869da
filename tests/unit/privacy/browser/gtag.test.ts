import { afterEach, describe, expect, it, vi } from 'vitest'

import { dataLayer, gtag } from '@/privacy/browser/gtag'

afterEach(() => vi.unstubAllGlobals())

describe('gtag', () => {
  it('pushes an arguments object, which is what Google’s tags read as a command', () => {
    vi.stubGlobal('window', {})
    gtag('consent', 'update', { analytics_storage: 'granted' })
    const [entry] = dataLayer()
    expect(Array.isArray(entry)).toBe(false)
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual(['consent', 'update', { analytics_storage: 'granted' }])
  })

  it('appends to a data layer the page already has', () => {
    const existing: unknown[] = [{ event: 'earlier' }]
    vi.stubGlobal('window', { dataLayer: existing })
    gtag('set', 'linker', { domains: ['revela.example'] })
    expect(existing).toHaveLength(2)
  })
})
