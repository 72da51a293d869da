import type { Media, SiteSetting } from '@/payload-types'

export type StudioBrand = {
  name: string
  /** The uploaded logo, when there is one; `square` when it also fits the admin's small icon. */
  logo?: { url: string; width?: number; height?: number; square: boolean }
}

/** The studio's name and logo (Ajustes del sitio → Estudio) as the admin shows them. */
export function studioBrand(settings: Pick<SiteSetting, 'studioName' | 'logo'>): StudioBrand {
  const name = settings.studioName?.trim() || 'Revela'
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  if (!logo?.url) return { name }
  const width = logo.width ?? undefined
  const height = logo.height ?? undefined
  // A wordmark squeezed into an 18-pixel square is unreadable: only a roughly square logo replaces the mark there.
  const square = Boolean(width && height && Math.max(width, height) / Math.min(width, height) <= 1.25)
  return { name, logo: { url: logo.url, width, height, square } }
}
