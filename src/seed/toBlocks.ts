import type { MediaKey, SeedBlock } from './content/types'
import { toLexical } from './lexical'

type MediaIds = Map<MediaKey, number>

const media = (ids: MediaIds, key: MediaKey): number => {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`La imagen de demostración «${key}» no existe en src/seed/media/manifest.ts.`)
  return id
}

/** Turns the seed's layout data into the block data Payload stores for a page. */
export function toBlocks(blocks: SeedBlock[], ids: MediaIds, formId?: number): Record<string, unknown>[] {
  return blocks.map((b) => {
    switch (b.type) {
      case 'section':
        return {
          blockType: 'section',
          width: b.stretched ? 'stretched' : 'boxed',
          background: b.background ? media(ids, b.background) : undefined,
          tone: b.tone ?? 'light',
          motion: b.motion
            ? {
                translateY: b.motion.translateY ?? 'none',
                speed: b.motion.speed ?? 4,
                opacity: b.motion.opacity ?? 'none',
                scale: b.motion.scale ?? 'none',
                devices: b.motion.devices,
              }
            : undefined,
          sticky: b.sticky
            ? { position: b.sticky.position, offset: b.sticky.offset ?? 0, devices: b.sticky.devices }
            : undefined,
          shapeTop: b.shapeTop,
          shapeBottom: b.shapeBottom,
          blocks: toBlocks(b.blocks, ids, formId),
        }
      case 'columns':
        return { blockType: 'columns', columns: b.columns.map((column) => ({ blocks: toBlocks(column, ids, formId) })) }
      case 'heading':
        return { blockType: 'heading', text: b.text, level: String(b.level), align: b.align ?? 'left' }
      case 'richText':
        return { blockType: 'richText', body: toLexical(b.body) }
      case 'image':
        return { blockType: 'image', image: media(ids, b.image), caption: b.caption, link: true }
      case 'gallery':
        return { blockType: 'gallery', images: b.images.map((key) => media(ids, key)), columns: String(b.columns ?? 3) }
      case 'button':
        return b.slideshow
          ? {
              blockType: 'button',
              label: b.label,
              variant: b.variant ?? 'primary',
              action: 'slideshow',
              slides: b.slideshow.map((key) => media(ids, key)),
            }
          : { blockType: 'button', label: b.label, href: b.href, variant: b.variant ?? 'primary' }
      case 'spacer':
        return { blockType: 'spacer', size: b.size }
      case 'contactForm':
        if (formId === undefined)
          throw new Error('El formulario de demostración no existe: siémbralo antes que las páginas.')
        return { blockType: 'contactForm', form: formId }
      case 'legalNotice':
        return { blockType: 'legalNotice', intro: b.intro }
      case 'studioDetails':
        return { blockType: 'studioDetails', show: b.show, showLabels: b.showLabels ?? true }
      case 'cookieTable':
        return { blockType: 'cookieTable', showButton: b.showButton ?? true }
      case 'carousel':
        return {
          blockType: 'carousel',
          label: b.label,
          slidesPerView: String(b.slidesPerView ?? 3),
          autoplay: b.autoplay ?? true,
          slides: b.slides.map((slide) => ({ ...slide, image: slide.image ? media(ids, slide.image) : undefined })),
        }
      case 'tabs':
        return {
          blockType: 'tabs',
          label: b.label,
          activeItemIndex: b.activeItemIndex,
          items: b.items.map((item) => ({
            title: item.title,
            anchor: item.anchor,
            blocks: toBlocks(item.blocks, ids, formId),
          })),
        }
      case 'payment':
        return {
          blockType: 'paymentButton',
          provider: b.provider,
          label: b.label,
          concept: b.concept,
          amount: b.amount,
        }
      case 'postsLoop':
        return {
          blockType: 'postsLoop',
          perPage: b.perPage,
          columns: b.columns,
          showFilter: b.showFilter,
          pagination: 'numbers',
        }
    }
  })
}
