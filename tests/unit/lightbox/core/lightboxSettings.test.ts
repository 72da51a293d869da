import { describe, expect, it } from 'vitest'

import { buildFrontendConfig } from '@/lib/frontendConfig'
import { lightboxSettings } from '@/lightbox/core/lightboxSettings'

const seed = { enabled: true, counter: true, fullscreen: true, zoom: true, share: true, popupsPresent: false }

describe('lightboxSettings', () => {
  it('reads the configuration every page embeds: everything on, no popups (seed §3)', () => {
    const config = JSON.parse(
      JSON.stringify(buildFrontendConfig({ siteUrl: 'https://revela.example', post: null, shareNetworks: [] })),
    )
    expect(lightboxSettings(config)).toEqual(seed)
  })

  it('honours Elementor’s "no" switches and popups_present', () => {
    const config = {
      popups_present: true,
      lightbox: {
        global_image_lightbox: 'no',
        lightbox_enable_counter: 'no',
        lightbox_enable_zoom: false,
        lightbox_enable_share: 'yes',
      },
    }
    expect(lightboxSettings(config)).toEqual({
      enabled: false,
      counter: false,
      fullscreen: true,
      zoom: false,
      share: true,
      popupsPresent: true,
    })
  })

  it.each([[null], [undefined], ['texto'], [[]], [{ lightbox: 'yes' }]])(
    'falls back to the seed’s settings for %o',
    (config) => {
      expect(lightboxSettings(config)).toEqual(seed)
    },
  )
})
