import { parse } from '@wordpress/block-serialization-default-parser'
import type { Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'

import { buttonBlock } from './buttonBlock'
import { classicToBlocks } from './classicToBlocks'
import type { Block, ConvertContext } from './context'
import { findTag, textOf } from './htmlToBlocks'
import { imageBlock } from './imageBlock'
import { keptHtml } from './keptHtml'
import { horizontalRule, root } from '@/lib/lexical'
import { spacerBlock } from './spacerBlock'
import { searchFormBlock } from './searchFormBlock'
import { videoBlock } from './videoBlock'

type Parsed = ReturnType<typeof parse>[number]
type Attrs = Record<string, unknown>

/** Core blocks whose saved HTML is plain text markup that the HTML flow reads as it is. */
const TEXT_BLOCKS = new Set([
  'core/paragraph',
  'core/heading',
  'core/list',
  'core/list-item',
  'core/quote',
  'core/pullquote',
  'core/verse',
  'core/preformatted',
  'core/code',
  'core/details',
])
/** Blocks that only arrange others: their children are read in their place. */
const WRAPPERS = new Set(['core/group', 'core/column', 'core/row', 'core/stack'])
/** Markers with no content of their own. */
const SKIPPED = new Set(['core/more', 'core/nextpage'])

/** True when content was written in the block editor. */
export const hasBlockMarkup = (content: string) => content.includes('<!-- wp:')

/**
 * Block-editor content (`<!-- wp:name {attrs} -->` around saved HTML), read with WordPress's own
 * parser and turned block by block into Revela's: text into rich text, image, gallery, buttons,
 * spacer, columns, cover (a section with its background), embeds into videos, separators into
 * rules. An unknown block is reported and its saved HTML kept, sanitised.
 */
export function blocksToBlocks(content: string, ctx: ConvertContext): Block[] {
  return parse(content).flatMap((block) => convert(block, ctx))
}

function convert(block: Parsed, ctx: ConvertContext): Block[] {
  const name = block.blockName
  const attrs = (block.attrs ?? {}) as Attrs
  if (name === null) return block.innerHTML.trim() ? classicToBlocks(block.innerHTML, ctx) : []
  if (SKIPPED.has(name)) return []
  // WordPress runs shortcodes on the whole rendered content, blocks' text included.
  if (TEXT_BLOCKS.has(name)) return classicToBlocks(rendered(block), ctx, { autop: false })
  if (WRAPPERS.has(name)) return block.innerBlocks.flatMap((b) => convert(b, ctx))
  switch (name) {
    case 'core/freeform':
    case 'core/shortcode':
      return classicToBlocks(rendered(block), ctx)
    case 'core/image':
      return image(block, ctx)
    case 'core/gallery':
      return gallery(block, attrs, ctx)
    case 'core/buttons':
      return block.innerBlocks.flatMap((b) => convert(b, ctx))
    case 'core/button': {
      const a = findTag(dom(rendered(block)), 'a')
      const button = a
        ? buttonBlock(
            textOf(a).trim(),
            a.attribs.href ?? '',
            a.attribs.target === '_blank',
            /is-style-outline/.test(String(attrs.className ?? '')),
            ctx,
          )
        : null
      return button ? [button] : []
    }
    case 'core/separator':
      return [{ blockType: 'richText', body: root([horizontalRule()]) }]
    case 'core/spacer':
      return [spacerBlock(parseInt(String(attrs.height ?? '100'), 10))]
    case 'core/columns':
      return [
        {
          blockType: 'columns',
          columns: block.innerBlocks.slice(0, 4).map((column) => {
            const width = parseFloat(String((column.attrs as Attrs | null)?.width ?? ''))
            return {
              blocks: column.innerBlocks.flatMap((b) => convert(b, ctx)),
              ...(width > 0 && width <= 100 ? { width: Math.round(width) } : {}),
            }
          }),
        },
      ]
    case 'core/cover': {
      const id = typeof attrs.id === 'number' ? ctx.media(attrs.id) : null
      const url = typeof attrs.url === 'string' ? attrs.url : ''
      const background = id ?? (url ? ctx.media(url) : null)
      return [
        {
          blockType: 'section',
          width: attrs.align === 'full' ? 'stretched' : 'boxed',
          tone: 'dark',
          ...(background ? { background } : {}),
          blocks: block.innerBlocks.flatMap((b) => convert(b, ctx)),
        },
      ]
    }
    case 'core/embed':
    case 'core-embed/youtube':
    case 'core-embed/vimeo': {
      const caption = textOf(findTag(dom(rendered(block)), 'figcaption') ?? dom('')).trim()
      const video = videoBlock(String(attrs.url ?? ''), caption)
      if (video) return [video]
      return keep(block, ctx)
    }
    case 'core/search':
      return [searchFormBlock({ label: attrs.label, placeholder: attrs.placeholder, buttonText: attrs.buttonText })]
    case 'core/html':
      return keep(block, ctx)
    default:
      ctx.unknown('block', name)
      return keep(block, ctx)
  }
}

/** A block's saved HTML with its inner blocks' HTML in place, as WordPress renders a static block. */
function rendered(block: Parsed): string {
  let inner = 0
  return block.innerContent.map((part) => part ?? rendered(block.innerBlocks[inner++]!)).join('')
}

const dom = (html: string) => parseDocument(html, { decodeEntities: true, lowerCaseTags: true }) as unknown as Element

function keep(block: Parsed, ctx: ConvertContext): Block[] {
  const kept = keptHtml(rendered(block), ctx)
  return kept ? [kept] : []
}

function image(block: Parsed, ctx: ConvertContext): Block[] {
  const doc = dom(rendered(block))
  const img = findTag(doc, 'img')
  if (!img) return []
  const attrs = (block.attrs ?? {}) as Attrs
  // The block's own attachment id wins over what the class names say.
  if (typeof attrs.id === 'number') img.attribs.class = `${img.attribs.class ?? ''} wp-image-${attrs.id}`
  const caption = textOf(findTag(doc, 'figcaption') ?? dom('')).trim()
  const href = findTag(doc, 'a')?.attribs.href ?? null
  const out = imageBlock(img, href, caption || null, ctx)
  return out ? [out] : []
}

function gallery(block: Parsed, attrs: Attrs, ctx: ConvertContext): Block[] {
  // Since WordPress 5.9 a gallery holds image blocks; before, it listed attachment ids.
  const ids = block.innerBlocks.length
    ? block.innerBlocks.map((b) => (b.attrs as Attrs | null)?.id).filter((id): id is number => typeof id === 'number')
    : Array.isArray(attrs.ids)
      ? attrs.ids.filter((id): id is number => typeof id === 'number')
      : []
  const images = ids
    .map((id) => {
      const media = ctx.media(id)
      if (media === null) ctx.missing(`adjunto ${id}`)
      return media
    })
    .filter((id): id is number => id !== null)
  if (!images.length) return []
  const columns = String(Math.min(4, Math.max(2, Number(attrs.columns) || 3)))
  return [{ blockType: 'gallery', images, columns }]
}
