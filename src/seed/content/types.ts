/**
 * The demo studio's content as plain data. The seed turns it into Payload documents; editors then
 * own it in the admin. Rich text is a list of blocks whose inline text supports **bold**, *italic*
 * and [links](/ruta/) — enough for articles without shipping a Markdown parser to the seed.
 */
import type { ShapeName } from '@/shapes/catalog'

export type RichBlock =
  { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { ol: string[] } | { quote: string }

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

type Device = 'desktop' | 'tablet' | 'mobile'

type SeedShapeDivider = {
  shape: ShapeName
  color?: string
  width?: number
  height?: number
  flip?: boolean
  negative?: boolean
  aboveContent?: boolean
}

export type SeedBlock =
  | {
      type: 'section'
      stretched?: boolean
      background?: MediaKey
      tone?: 'light' | 'dark'
      /** Scroll-linked motion (seed §2): which effects, and on which devices. */
      motion?: {
        translateY?: 'up' | 'down'
        speed?: number
        opacity?: 'fadeIn' | 'fadeOut' | 'fadeInOut'
        scale?: 'grow' | 'shrink'
        devices: Device[]
      }
      /** Stays at the top or bottom of the window while scrolling (seed §2). */
      sticky?: { position: 'top' | 'bottom'; offset?: number; devices: Device[] }
      /** Elementor's shape dividers at the section's edges (src/shapes). */
      shapeTop?: SeedShapeDivider
      shapeBottom?: SeedShapeDivider
      blocks: SeedBlock[]
    }
  | { type: 'heading'; text: string; level: 1 | 2 | 3; align?: 'left' | 'center' }
  | { type: 'richText'; body: Rich }
  | { type: 'image'; image: MediaKey; caption?: string }
  | { type: 'gallery'; images: MediaKey[]; columns?: 2 | 3 | 4 }
  /** A button; with `slideshow` it opens those photos in the lightbox through an action link. */
  | { type: 'button'; label: string; href?: string; variant?: 'primary' | 'secondary'; slideshow?: MediaKey[] }
  /** Testimonials that slide (seed §9: 3 per view, 2 on tablet, 1 on mobile). */
  | {
      type: 'carousel'
      label: string
      slidesPerView?: 1 | 2 | 3
      autoplay?: boolean
      slides: { quote?: string; author?: string; detail?: string; image?: MediaKey }[]
    }
  /** Nested tabs, an accordion on mobile; `activeItemIndex` (1-based) opens another than the first; an item's `anchor` opens it from `#anchor`. */
  | {
      type: 'tabs'
      label: string
      activeItemIndex?: number
      items: { title: string; anchor?: string; blocks: SeedBlock[] }[]
    }
  /** The latest articles with a category filter and pagination. */
  | { type: 'postsLoop'; perPage: number; columns: 1 | 2 | 3 | 4; showFilter: boolean }
  /** A payment button (a session deposit), through Stripe Checkout or PayPal. */
  | { type: 'payment'; provider: 'stripe' | 'paypal'; label: string; concept: string; amount: number }
  | { type: 'columns'; columns: SeedBlock[][] }
  | { type: 'spacer'; size: 's' | 'm' | 'l' }
  /** The studio's contact form (seedForms creates it). */
  | { type: 'contactForm' }
  /** The owner's LSSI data, drawn from the studio's settings. */
  | { type: 'legalNotice'; intro?: string }
  /** The studio's contact details from its settings (one place to change them). */
  | { type: 'studioDetails'; show: ('address' | 'phone' | 'email' | 'hours' | 'social')[]; showLabels?: boolean }
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
