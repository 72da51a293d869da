import { describe, expect, it } from 'vitest'

import { buildFrontendConfig } from '@/lib/frontendConfig'
import { DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'

describe('front-end configuration', () => {
  const config = buildFrontendConfig({
    siteUrl: 'https://revela.example',
    post: {
      id: 1965,
      title: 'Sesiones de fotos: el precio del profesional',
      excerpt: '',
      featuredImage: '/wp-content/uploads/2024/05/estudio-plato.jpg',
    },
    shareNetworks: DEFAULT_SHARE_NETWORKS,
  })

  it('describes the post as the page builder did, title URL-encoded', () => {
    expect(config.post).toEqual({
      id: 1965,
      title: 'Sesiones%20de%20fotos%3A%20el%20precio%20del%20profesional',
      excerpt: '',
      featuredImage: 'https://revela.example/wp-content/uploads/2024/05/estudio-plato.jpg',
    })
  })

  it('carries the seed settings', () => {
    expect(config.locale).toBe('es')
    expect(config.lazy_load_background_images).toBe(true)
    expect(config.popups_present).toBe(false)
    expect(config.environmentMode).toEqual({ edit: false, wpPreview: false })
    expect(config.lightbox).toMatchObject({
      lightbox_enable_zoom: 'yes',
      lightbox_title_src: 'title',
      lightbox_description_src: 'description',
    })
    expect(config.breakpoints.mobile).toMatchObject({ value: 767, is_enabled: true })
    expect(config.breakpoints.tablet).toMatchObject({ value: 1024, is_enabled: true })
    expect(config.breakpoints.widescreen).toMatchObject({ value: 2400, is_enabled: false })
    expect(config.urls).toEqual({
      ajax: 'https://revela.example/wp-admin/admin-ajax.php',
      rest: 'https://revela.example/wp-json/',
    })
  })

  it('lists about twenty share networks, has_counter only where set', () => {
    expect(config.share_networks.length).toBeGreaterThanOrEqual(18)
    expect(config.share_networks.length).toBeLessThanOrEqual(22)
    expect(config.share_networks[0]).toEqual({ name: 'facebook', title: 'Facebook', has_counter: true })
    expect(config.share_networks.find((n) => n.name === 'whatsapp')).toEqual({ name: 'whatsapp', title: 'WhatsApp' })
  })
})
