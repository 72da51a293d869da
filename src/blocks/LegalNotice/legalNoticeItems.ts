import type { SiteSetting } from '@/payload-types'

export type LegalNoticeItem = { term: string; value: string; href?: string }

type StudioData = Pick<
  SiteSetting,
  'studioName' | 'legalName' | 'taxId' | 'registry' | 'address' | 'postalCode' | 'city' | 'email' | 'phone'
>

const clean = (value: string | null | undefined) => value?.trim() ?? ''

/**
 * The identifying data LSSI art. 10 asks a site to show, in its order, from the studio's settings.
 * Empty fields are left out rather than shown blank; the address only counts with its street.
 */
export function legalNoticeItems(studio: StudioData): LegalNoticeItem[] {
  const place = [clean(studio.postalCode), clean(studio.city)].filter(Boolean).join(' ')
  const address = clean(studio.address) ? [clean(studio.address), place].filter(Boolean).join(', ') : ''
  const email = clean(studio.email)
  const phone = clean(studio.phone)
  const items: (LegalNoticeItem | false)[] = [
    { term: 'Titular', value: clean(studio.legalName) || clean(studio.studioName) },
    { term: 'NIF', value: clean(studio.taxId) },
    { term: 'Domicilio', value: address },
    { term: 'Datos registrales', value: clean(studio.registry) },
    Boolean(email) && { term: 'Correo electrónico', value: email, href: `mailto:${email}` },
    Boolean(phone) && { term: 'Teléfono', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
  ]
  return items.filter((item): item is LegalNoticeItem => item !== false && item.value !== '')
}
