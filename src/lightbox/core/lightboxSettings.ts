/** The lightbox's switches, from the page's front-end configuration (src/lib/frontendConfig.ts). */
export type LightboxSettings = {
  /** Image links open in the lightbox (`global_image_lightbox`). */
  enabled: boolean
  counter: boolean
  fullscreen: boolean
  zoom: boolean
  share: boolean
  /** Whether the page has popups for `popup:*` action links (seed §3: it has none). */
  popupsPresent: boolean
}

/**
 * Reads the `#revela-config` JSON the pages embed. Elementor writes its switches as 'yes'/'no'; a
 * page without the configuration (or with a broken one) gets the seed's settings: everything on,
 * no popups.
 */
export function lightboxSettings(config: unknown): LightboxSettings {
  const root = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {}
  const lightbox =
    typeof root.lightbox === 'object' && root.lightbox !== null ? (root.lightbox as Record<string, unknown>) : {}
  const on = (key: string) => lightbox[key] !== 'no' && lightbox[key] !== false
  return {
    enabled: on('global_image_lightbox'),
    counter: on('lightbox_enable_counter'),
    fullscreen: on('lightbox_enable_fullscreen'),
    zoom: on('lightbox_enable_zoom'),
    share: on('lightbox_enable_share'),
    popupsPresent: root.popups_present === true,
  }
}
