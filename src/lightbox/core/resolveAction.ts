import type { ActionLink } from '@/actionLinks/parseActionLink'

import { cleanText, imageSlide, type ImageInput } from './imageSlide'
import type { ImageSlide, LightboxSlide } from './lightboxSlide'
import { videoSlide } from './videoSlide'

/** What a click on an action link comes to: open these slides, do nothing, or warn and do nothing. */
export type ActionOutcome =
  { kind: 'open'; slides: LightboxSlide[]; index: number } | { kind: 'ignore' } | { kind: 'warn'; warning: string }

export type ActionContext = {
  /** The site's front-end configuration says whether the page has popups (seed §3: it has none). */
  popupsPresent: boolean
  /** The image links of a group (`data-gallery` or Elementor's slideshow id), as slides. */
  gallery: (id: string) => ImageSlide[]
}

const warn = (warning: string): ActionOutcome => ({ kind: 'warn', warning })
const groupId = (value: unknown) =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined
const samePath = (a: string, b: string) =>
  new URL(a, 'http://localhost/').pathname === new URL(b, 'http://localhost/').pathname

// A slide of Elementor's slideshow settings is `{ url }` or `{ image: url | { url } }`, with the
// title and description beside it.
function slideInput(item: unknown): ImageInput {
  if (typeof item === 'string') return { url: item }
  if (typeof item !== 'object' || item === null) return {}
  const record = item as Record<string, unknown>
  const image = record.image
  const url =
    record.url ?? (typeof image === 'object' && image !== null ? (image as Record<string, unknown>).url : image)
  return { ...record, url }
}

function lightbox(settings: Record<string, unknown>, { gallery }: ActionContext): ActionOutcome {
  const group = groupId(settings.slideshow)
  switch (settings.type) {
    case 'image': {
      const slide = imageSlide(settings)
      if (!slide) return warn('Enlace de acción «lightbox» sin una URL de imagen válida; se ignora.')
      // Elementor's image action may name the slideshow the image belongs to: open it there.
      const slides = group ? gallery(group) : []
      const index = slides.findIndex((s) => samePath(s.src, slide.src))
      return index >= 0 ? { kind: 'open', slides, index } : { kind: 'open', slides: [slide], index: 0 }
    }
    case 'slideshow': {
      const listed = Array.isArray(settings.slides) ? settings.slides.map((item) => imageSlide(slideInput(item))) : []
      const own = listed.filter((s): s is ImageSlide => s !== null)
      const slides = own.length ? own : group ? gallery(group) : []
      if (!slides.length) return warn('Enlace de acción «lightbox» con un pase de imágenes vacío; se ignora.')
      const start = typeof settings.index === 'number' && Number.isInteger(settings.index) ? settings.index : 0
      return { kind: 'open', slides, index: Math.min(Math.max(start, 0), slides.length - 1) }
    }
    case 'video': {
      const slide = videoSlide(settings.url)
      if (!slide)
        return warn('Enlace de acción «lightbox» con un vídeo que no es mp4, WebM, YouTube ni Vimeo; se ignora.')
      return {
        kind: 'open',
        slides: [{ ...slide, title: cleanText(settings.title), description: cleanText(settings.description) }],
        index: 0,
      }
    }
    default:
      return warn(`Enlace de acción «lightbox» con un tipo desconocido: «${String(settings.type ?? '')}»; se ignora.`)
  }
}

/**
 * Decides what an action link does (seed §2): `lightbox` opens an image, a slideshow or a video on
 * the same page; popup actions do nothing, as the site's configuration says it has no popups;
 * anything else is reported once and ignored.
 */
export function resolveAction({ action, settings }: ActionLink, context: ActionContext): ActionOutcome {
  if (action === 'lightbox') return lightbox(settings, context)
  if (action === 'popup' || action.startsWith('popup:')) {
    return context.popupsPresent
      ? warn(
          `Enlace de acción «${action}»: las ventanas emergentes de Elementor no se admiten en este sitio; se ignora.`,
        )
      : { kind: 'ignore' }
  }
  return warn(`Enlace de acción con una acción desconocida: «${action}»; se ignora.`)
}
