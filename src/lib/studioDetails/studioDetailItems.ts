import type { SiteSetting } from '@/payload-types'

import { STUDIO_DETAIL_KINDS, STUDIO_DETAIL_LABELS, type StudioDetailKind } from './studioDetailKinds'

export type StudioDetailLine = { text: string; href?: string }
export type StudioDetailItem = { kind: StudioDetailKind; label: string; lines: StudioDetailLine[] }

export type StudioData = Pick<
  SiteSetting,
  'address' | 'postalCode' | 'city' | 'phone' | 'email' | 'openingHours' | 'socialProfiles'
>

const clean = (value: string | null | undefined) => value?.trim() ?? ''

/** A phone as a tel: address: its digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

function linesOf(kind: StudioDetailKind, studio: StudioData): StudioDetailLine[] {
  switch (kind) {
    case 'address': {
      const street = clean(studio.address)
      const place = [clean(studio.postalCode), clean(studio.city)].filter(Boolean).join(' ')
      return street ? [{ text: [street, place].filter(Boolean).join(', ') }] : []
    }
    case 'phone': {
      const phone = clean(studio.phone)
      return phone ? [{ text: phone, href: telHref(phone) }] : []
    }
    case 'email': {
      const email = clean(studio.email)
      return email ? [{ text: email, href: `mailto:${email}` }] : []
    }
    case 'hours':
      return clean(studio.openingHours)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((text) => ({ text }))
    case 'social':
      return (studio.socialProfiles ?? [])
        .filter((p) => clean(p.network) && /^https?:\/\//.test(clean(p.url)))
        .map((p) => ({ text: clean(p.network), href: clean(p.url) }))
  }
}

/**
 * The details a «Datos del estudio» block shows, in a fixed order whatever order the editor ticked
 * them in; a detail the settings leave empty is left out rather than shown blank.
 */
export function studioDetailItems(
  studio: StudioData,
  show: readonly StudioDetailKind[] | null | undefined,
): StudioDetailItem[] {
  const wanted = new Set(show?.length ? show : STUDIO_DETAIL_KINDS)
  return STUDIO_DETAIL_KINDS.filter((kind) => wanted.has(kind))
    .map((kind) => ({ kind, label: STUDIO_DETAIL_LABELS[kind], lines: linesOf(kind, studio) }))
    .filter((item) => item.lines.length > 0)
}
