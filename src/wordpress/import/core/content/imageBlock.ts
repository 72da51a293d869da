import type { Element } from 'domhandler'

import { escapeHtml } from '@/lib/html'

import type { Block, ConvertContext } from './context'
import { keptHtml } from './keptHtml'

const LIGHTBOX_LINK = /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i

/**
 * An <img> as Revela's image block: the attachment from its `wp-image-{id}` class or its address
 * (any resized copy counts), a caption if one is given, and the lightbox when the image linked to
 * an image file, as WordPress's "link to media file" does. An image the import does not have is
 * reported and kept as HTML so nothing disappears.
 */
export function imageBlock(
  img: Element,
  href: string | null,
  caption: string | null,
  ctx: ConvertContext,
): Block | null {
  const src = img.attribs.src ?? ''
  const byClass = /\bwp-image-(\d+)\b/.exec(img.attribs.class ?? '')?.[1]
  const id = (byClass ? ctx.media(Number(byClass)) : null) ?? (src ? ctx.media(src) : null)
  if (id === null) {
    if (!src) return null
    ctx.missing(src)
    return keptHtml(`<img src="${escapeHtml(src)}" alt="${escapeHtml(img.attribs.alt ?? '')}" loading="lazy">`, ctx)
  }
  const block: Block = { blockType: 'image', image: id, link: href ? LIGHTBOX_LINK.test(href) : false }
  if (caption) block.caption = caption
  return block
}
