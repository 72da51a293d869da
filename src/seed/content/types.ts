/**
 * The demo studio's content as plain data. The seed turns it into Payload documents; editors then
 * own it in the admin. Rich text is a list of blocks whose inline text supports **bold**, *italic*
 * and [links](/ruta/) — enough for articles without shipping a Markdown parser to the seed.
 */

export type RichBlock =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { quote: string }

export type Rich = RichBlock[]

/** Keys of the demo photographs in src/seed/media/manifest.ts. */
export type MediaKey =
  | 'estudio-plato'
  | 'luz-ventana'
  | 'fondo-degradado'
  | 'bodegon-esferas'
  | 'bokeh-ciudad'
  | 'retrato-silueta'
  | 'book-perfil'
  | 'sombras-persiana'
  | 'azotea-atardecer'
  | 'producto-frasco'
  | 'luz-neon'
  | 'manos-camara'

export type SeedBlock =
  | { type: 'section'; stretched?: boolean; background?: MediaKey; tone?: 'light' | 'dark'; blocks: SeedBlock[] }
  | { type: 'heading'; text: string; level: 1 | 2 | 3; align?: 'left' | 'center' }
  | { type: 'richText'; body: Rich }
  | { type: 'image'; image: MediaKey; caption?: string }
  | { type: 'gallery'; images: MediaKey[]; columns?: 2 | 3 | 4 }
  | { type: 'button'; label: string; href: string; variant?: 'primary' | 'secondary' }
  | { type: 'columns'; columns: SeedBlock[][] }
  | { type: 'spacer'; size: 's' | 'm' | 'l' }
  /** The studio's contact form (seedForms creates it). */
  | { type: 'contactForm' }
  /** The owner's LSSI data, drawn from the studio's settings. */
  | { type: 'legalNotice'; intro?: string }
  /** The declared cookies, one table per category, with the button that reopens the banner. */
  | { type: 'cookieTable'; showButton?: boolean }

export type SeedCategory = { slug: string; name: string; description: string }

export type SeedPost = {
  /** WordPress post id: old /?p={id} links keep working. */
  id: number
  slug: string
  title: string
  excerpt: string
  /** ISO date, e.g. 2024-03-12T09:30:00.000Z */
  publishedAt: string
  categories: string[]
  tags: string[]
  image: MediaKey
  metaDescription: string
  body: Rich
}

export type SeedPage = {
  /** WordPress page id: old /?page_id={id} links keep working. */
  id: number
  slug: string
  /** Slug of the parent page, for nested pages (/parent/child/). */
  parent?: string
  title: string
  metaDescription: string
  layout: SeedBlock[]
}
