import { lightboxSettings, type LightboxSettings } from './core/lightboxSettings'

/** The page's lightbox settings, from the front-end configuration every page embeds (#revela-config). */
export function pageSettings(): LightboxSettings {
  try {
    return lightboxSettings(JSON.parse(document.getElementById('revela-config')?.textContent ?? 'null'))
  } catch {
    // No configuration or not JSON (a page cached before it existed): the lightbox's defaults apply.
    return lightboxSettings(null)
  }
}
