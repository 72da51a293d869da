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

/** The demo footer's links: its legal pages, by slug, with their labels. */
export const DEMO_FOOTER_LINKS = [
  ['aviso-legal', 'Aviso legal'],
  ['politica-de-privacidad', 'Política de privacidad'],
  ['politica-de-cookies', 'Política de cookies'],
] as const

export const DEMO_FOOTER_TEXT = 'Fotografía de retrato, familia y book en Madrid. Sesiones con cita previa.'

/** A menu entry of the demo: a page by its slug, or an address. */
export type DemoMenuEntry = { label: string; page?: string; url?: string; children?: DemoMenuEntry[] }

/** The demo's main menu: an import replaces it only while it is still exactly this. */
export const DEMO_MENU: DemoMenuEntry[] = [
  {
    label: 'Sesiones de fotos',
    page: 'sesiones-de-fotos',
    children: [
      { label: 'Retrato', page: 'retrato' },
      { label: 'Familia', page: 'familia' },
      { label: 'Embarazo y recién nacido', page: 'embarazo-y-recien-nacido' },
      { label: 'Corporativa', page: 'corporativa' },
    ],
  },
  { label: 'Book de fotos', page: 'book-de-fotos' },
  { label: 'Blog', url: '/blog/' },
  { label: 'Sobre nosotros', page: 'sobre-nosotros' },
  { label: 'Contacto', page: 'contacto' },
]

const entry = (pageIds: Map<string, number>, item: DemoMenuEntry) =>
  item.page ? page(pageIds, item.page, item.label) : { label: item.label, type: 'custom' as const, url: item.url! }

/** The menu, the footer and the studio's settings. */
export async function seedGlobals(payload: Payload, pageIds: Map<string, number>) {
  await payload.updateGlobal({
    slug: 'header',
    context: ctx,
    data: {
      items: DEMO_MENU.map((item) => ({
        ...entry(pageIds, item),
        ...(item.children ? { children: item.children.map((c) => entry(pageIds, c)) } : {}),
      })),
    },
  })
  await payload.updateGlobal({
    slug: 'footer',
    context: ctx,
    data: {
      text: DEMO_FOOTER_TEXT,
      legalLinks: DEMO_FOOTER_LINKS.map(([slug, label]) => page(pageIds, slug, label)),
    },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    context: ctx,
    data: {
      ...DEMO_STUDIO,
      homePage: pageIds.get('inicio'),
      shareNetworks: DEFAULT_SHARE_NETWORKS.map((n) => ({
        name: n.name,
        title: n.title,
        hasCounter: Boolean(n.hasCounter),
      })),
      analyticsRegion: 'DE',
      // What the demo site sets: the banner's own cookie, WordPress's comment cookies (only when the
      // commenter asks to be remembered) and, with consent, Google's through the tag manager.
      cookieDeclarations: [
        {
          category: 'necessary',
          name: 'revela_consent',
          provider: 'Propia',
          purpose: 'Guarda tu elección sobre las cookies',
          duration: '1 año',
        },
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
