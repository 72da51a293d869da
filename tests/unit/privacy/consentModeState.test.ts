import { describe, expect, it } from 'vitest'

import { CONSENT_MODE_TYPES, consentModeDefault, consentModeState } from '@/privacy/consentModeState'

describe('consentModeState', () => {
  it('grants only functionality and security storage when only the necessary cookies are accepted', () => {
    expect(consentModeState(['necessary'])).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
  })

  it('maps analytics to analytics_storage and marketing to the three advertising types', () => {
    expect(consentModeState(['necessary', 'analytics'])).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    })
    expect(consentModeState(['necessary', 'marketing'])).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })

  it('never grants personalisation, which no category of ours covers', () => {
    expect(consentModeState(['necessary', 'analytics', 'marketing', 'never']).personalization_storage).toBe('denied')
  })
})

describe('consentModeDefault', () => {
  it('denies every type and waits 500 ms for the banner', () => {
    const [command, action, state] = consentModeDefault()
    expect([command, action]).toEqual(['consent', 'default'])
    for (const type of CONSENT_MODE_TYPES) expect(state[type]).toBe('denied')
    expect(state.wait_for_update).toBe(500)
  })
})
