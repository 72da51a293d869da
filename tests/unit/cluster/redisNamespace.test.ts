import { describe, expect, it } from 'vitest'

import { redisNamespace } from '@/cluster/redisNamespace.mjs'

describe('the prefix of a site’s keys in a Redis several sites may share', () => {
  it('is the same for every instance of one site, whatever its port, and differs between sites', () => {
    const site = redisNamespace({ SITE_URL: 'https://estudio.example', PORT: '3001' })
    expect(redisNamespace({ SITE_URL: 'https://estudio.example/', PORT: '3002' })).toBe(site)
    expect(redisNamespace({ SITE_URL: 'https://ESTUDIO.example' })).toBe(site)
    expect(redisNamespace({ SITE_URL: 'https://otro-estudio.example' })).not.toBe(site)
    expect(site).toMatch(/^revela:[0-9a-f]{12}:$/)
  })

  it('falls back to the address the site gives itself without SITE_URL (one instance, development)', () => {
    expect(redisNamespace({ PORT: '3000' })).toBe(redisNamespace({ SITE_URL: 'http://localhost:3000' }))
    expect(redisNamespace({})).toBe(redisNamespace({ SITE_URL: 'http://localhost:3000' }))
  })
})
