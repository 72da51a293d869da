import type { Payload } from 'payload'

import { DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'

const ctx = { disableRevalidate: true }

const page = (pageIds: Map<string, number>, slug: string, label: string) => ({
  label,
  type: 'reference' as const,
  reference: { relationTo: 'pages' as const, value: pageIds.get(slug)! },
})

/**
 * The demo studio's made-up details: an import compares the settings with them, so that a detail
 * the studio has since changed is never replaced by the old site's, and one still the demo's is.
 */
export const DEMO_STUDIO = {
  studioName: 'Revela Estudio',
  tagline: 'Fotografía de retrato y book en Madrid',
  legalName: 'Revela Estudio Fotográfico, S.L. (datos de demostración)',
  taxId: 'B00000000',
  registry: 'Registro Mercantil de Madrid, tomo 00000, folio 000, hoja M-000000 (demostración)',
  city: 'Madrid',
  address: 'Calle de la Luz 12',
  postalCode: '28004',
  email: 'hola@revela.example',
  phone: '+34 910 000 123',
  openingHours: 'Lunes a viernes: de 10:00 a 20:00.\nSábados: de 10:00 a 14:00.\nDomingos y festivos: cerrado.',
  socialProfiles: [
    { network: 'Instagram', url: 'https://www.instagram.com/revela.estudio/' },
    { network: 'Facebook', url: 'https://www.facebook.com/revela.estudio/' },
  ],
}

export const DEMO_FOOTER_TEXT = 'Fotografía de retrato, familia y book en Madrid. Sesiones con cita previa.'

/** The menu, the footer and the studio's settings. */
export async function seedGlobals(payload: Payload, pageIds: Map<string, number>) {
  await payload.updateGlobal({
    slug: 'header',
    context: ctx,
    data: {
      items: [
        {
          ...page(pageIds, 'sesiones-de-fotos', 'Sesiones de fotos'),
          children: [
            page(pageIds, 'retrato', 'Retrato'),
            page(pageIds, 'familia', 'Familia'),
            page(pageIds, 'embarazo-y-recien-nacido', 'Embarazo y recién nacido'),
            page(pageIds, 'corporativa', 'Corporativa'),
          ],
        },
        page(pageIds, 'book-de-fotos', 'Book de fotos'),
        { label: 'Blog', type: 'custom', url: '/blog/' },
        page(pageIds, 'sobre-nosotros', 'Sobre nosotros'),
        page(pageIds, 'contacto', 'Contacto'),
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'footer',
    context: ctx,
    data: {
      text: DEMO_FOOTER_TEXT,
      legalLinks: [
        page(pageIds, 'aviso-legal', 'Aviso legal'),
        page(pageIds, 'politica-de-privacidad', 'Política de privacidad'),
        page(pageIds, 'politica-de-cookies', 'Política de cookies'),
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    context: ctx,
    data: {
      ...DEMO_STUDIO,
      homePage: pageIds.get('inicio'),
      shareNetworks: DEFAULT_SHARE_NETWORKS.map((n) => ({ name: n.name, title: n.title, hasCounter: Boolean(n.hasCounter) })),
      analyticsRegion: 'DE',
      // What the demo site sets: the banner's own cookie, WordPress's comment cookies (only when the
      // commenter asks to be remembered) and, with consent, Google's through the tag manager.
      cookieDeclarations: [
        { category: 'necessary', name: 'revela_consent', provider: 'Propia', purpose: 'Guarda tu elección sobre las cookies', duration: '1 año' },
        {
          category: 'necessary',
          name: 'comment_author_*',
          provider: 'Propia',
          purpose: 'Recuerdan tu nombre, correo y web para tu próximo comentario, solo si lo pides al comentar',
          duration: '347 días',
        },
        ...['_ga', '_ga_*'].map((name) => ({
          category: 'analytics' as const,
          name,
          provider: 'Google Ireland Ltd. (Google Analytics)',
          purpose: 'Distinguir visitantes y sesiones para medir el uso del sitio',
          duration: '2 años',
        })),
        {
          category: 'marketing',
          name: '_gcl_*',
          provider: 'Google Ireland Ltd. (Google Ads)',
          purpose: 'Medir la eficacia de los anuncios',
          duration: '3 meses',
        },
      ],
      seededAt: new Date().toISOString(),
    },
  })
}
