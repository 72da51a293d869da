import { describe, expect, it } from 'vitest'

import { tagManagerBoot } from '@/privacy/tagManagerBoot'

describe('tagManagerBoot', () => {
  const boot = tagManagerBoot({
    containerId: 'GTM-ABC123',
    region: 'DE',
    linkerDomains: ['www.revela.example', 'reservas.revela.example'],
    now: 1700000000000,
  })

  it('sets the linker, passes the region and starts the container, in that order', () => {
    expect(boot.steps).toEqual([
      { gtag: ['set', 'linker', { domains: ['www.revela.example', 'reservas.revela.example'] }] },
      { push: { analytics_region: 'DE' } },
      { push: { 'gtm.start': 1700000000000, event: 'gtm.js' } },
    ])
  })

  it('requests the container from Google Tag Manager', () => {
    expect(boot.scriptUrl).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')
  })

  it('leaves the linker out when there is no domain to link', () => {
    const { steps } = tagManagerBoot({ containerId: 'GTM-ABC123', region: 'ES', linkerDomains: [], now: 0 })
    expect(steps.some((step) => 'gtag' in step)).toBe(false)
  })

  it('encodes the container id in the address', () => {
    expect(tagManagerBoot({ containerId: 'GTM-A&B', region: 'DE', linkerDomains: [], now: 0 }).scriptUrl).toMatch(
      /id=GTM-A%26B$/,
    )
  })
})
