import { parseDocument } from 'htmlparser2'

import type { Block, ConvertContext } from './context'
import { findTag, textOf } from './htmlToBlocks'
import { imageBlock } from './imageBlock'
import type { Shortcode } from './shortcodes'
import { videoBlock } from './videoBlock'

/** Gallery columns Revela offers; WordPress allows 1–9. */
const columnsOf = (raw: string | undefined) => String(Math.min(4, Math.max(2, Number(raw) || 3)))

/**
 * The block a known shortcode becomes: [caption], [gallery], [contact-form-7], [embed] and
 * [video]. Any other is reported and left to the caller, which keeps its text.
 */
export function shortcodeBlock(code: Shortcode, ctx: ConvertContext): Block | null {
  switch (code.name) {
    case 'caption':
    case 'wp_caption': {
      const doc = parseDocument(code.content ?? '', { decodeEntities: true, lowerCaseTags: true })
      const img = doc.children
        .map((n) => (n.type === 'tag' ? (n.name === 'img' ? n : findTag(n, 'img')) : null))
        .find(Boolean)
      if (!img) return null
      const a = doc.children.find((n) => n.type === 'tag' && n.name === 'a')
      const text = doc.children
        .filter((n) => n !== a && n !== img)
        .map(textOf)
        .join('')
        .trim()
      return imageBlock(
        img,
        a && a.type === 'tag' ? (a.attribs.href ?? null) : null,
        text || code.attrs.caption || null,
        ctx,
      )
    }
    case 'gallery': {
      const ids = code.attrs.ids
        ? code.attrs.ids
            .split(',')
            .map((s) => Number(s.trim()))
            .filter((n) => Number.isSafeInteger(n) && n > 0)
        : ctx.attachedTo(ctx.itemId)
      const images: number[] = []
      for (const id of ids) {
        const media = ctx.media(id)
        if (media === null) ctx.missing(`adjunto ${id}`)
        else images.push(media)
      }
      return images.length ? { blockType: 'gallery', images, columns: columnsOf(code.attrs.columns) } : null
    }
    case 'contact-form-7':
    case 'contact-form': {
      const form = ctx.form(code.attrs.id ?? code.attrs['0'] ?? '')
      if (form === null) {
        ctx.missing(`formulario ${code.attrs.id ?? ''}`)
        return null
      }
      return { blockType: 'contactForm', form }
    }
    case 'embed':
      return videoBlock(code.content ?? code.attrs.src ?? '', '')
    case 'video':
      return videoBlock(code.attrs.src ?? code.attrs.youtube ?? code.attrs.vimeo ?? code.content ?? '', '')
    default:
      ctx.unknown('shortcode', code.name)
      return null
  }
}
