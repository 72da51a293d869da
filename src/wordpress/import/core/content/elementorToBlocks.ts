import type { ChildNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'

import { buttonBlock } from './buttonBlock'
import { classicToBlocks } from './classicToBlocks'
import type { Block, ConvertContext } from './context'
import { elementorSection } from './elementorSection'
import { textOf } from './htmlToBlocks'
import { keptHtml } from './keptHtml'
import { heading, horizontalRule, link, list, listItem, root, textNode } from '@/lib/lexical'
import { searchFormBlock } from './searchFormBlock'
import { spacerBlock } from './spacerBlock'
import { listsSiteContent, unknownWidget } from './unknownWidget'
import { videoBlock } from './videoBlock'

/** One element of `_elementor_data`: a section, column, container or widget. */
export type ElementorElement = {
  id?: string
  elType?: string
  widgetType?: string
  settings?: Record<string, unknown>
  elements?: ElementorElement[]
  isInner?: boolean
}

type Settings = Record<string, unknown>

/** How deep Elementor's tree may go before the rest is ignored (a real page nests a few levels). */
const MAX_DEPTH = 24

/**
 * An Elementor layout (`_elementor_data`, JSON) as Revela blocks: sections and containers become
 * sections (width, background, padding, shape dividers), their columns a columns block, and each
 * widget its block. A widget Revela does not know is reported and its texts kept as HTML.
 * Returns null when the data is not an Elementor layout at all.
 */
export function elementorToBlocks(json: string, ctx: ConvertContext): Block[] | null {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    // `_elementor_data` that is not JSON is no Elementor layout: null, and
    // the item is converted from its HTML content instead.
    return null
  }
  if (!Array.isArray(data)) return null
  return elements(data as ElementorElement[], ctx, 0)
}

/** Converts a list of elements (the page, a section's columns' content…). */
export function elements(list: ElementorElement[], ctx: ConvertContext, depth: number): Block[] {
  if (depth > MAX_DEPTH) return []
  // A heading widget placed over a listing of the site's posts (which shows nothing here) goes with it.
  return list
    .filter((el, i) => !(el?.widgetType === 'heading' && listsSiteContent(list[i + 1]?.widgetType ?? '')))
    .flatMap((el) => element(el, ctx, depth))
}

function element(el: ElementorElement, ctx: ConvertContext, depth: number): Block[] {
  if (!el || typeof el !== 'object') return []
  const settings = (el.settings && typeof el.settings === 'object' ? el.settings : {}) as Settings
  switch (el.elType) {
    case 'section':
    case 'container':
      return [elementorSection(el, settings, ctx, depth)]
    case 'column':
      return elements(el.elements ?? [], ctx, depth + 1)
    case 'widget':
      return widget(el.widgetType ?? '', settings, el, ctx, depth)
    default:
      return []
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const size = (v: unknown) => (v && typeof v === 'object' ? Number((v as { size?: unknown }).size) : Number(v))
const mediaRef = (v: unknown): { id?: unknown; url?: unknown } =>
  v && typeof v === 'object' ? (v as { id?: unknown; url?: unknown }) : {}
const linkUrl = (v: unknown) => str(mediaRef(v).url)

function mediaId(v: unknown, ctx: ConvertContext): number | null {
  const { id, url } = mediaRef(v)
  const byId = Number(id) > 0 ? ctx.media(Number(id)) : null
  return byId ?? (str(url) ? ctx.media(str(url)) : null)
}

function widget(type: string, s: Settings, el: ElementorElement, ctx: ConvertContext, depth: number): Block[] {
  switch (type) {
    case 'heading':
      return headingWidget(s)
    case 'text-editor':
      // Elementor runs shortcodes in its text (parse_text_editor), as WordPress does in content.
      return classicToBlocks(str(s.editor), ctx)
    case 'image':
      return imageWidget(s, ctx)
    case 'image-gallery':
    case 'gallery': {
      const list = Array.isArray(s.wp_gallery) ? s.wp_gallery : Array.isArray(s.gallery) ? s.gallery : []
      const images = list.map((m) => mediaId(m, ctx)).filter((id): id is number => id !== null)
      if (!images.length) return []
      return [
        { blockType: 'gallery', images, columns: String(Math.min(4, Math.max(2, Number(s.gallery_columns) || 4))) },
      ]
    }
    case 'image-carousel':
      return carouselWidget(s, ctx)
    case 'button': {
      const button = buttonBlock(
        str(s.text).trim(),
        linkUrl(s.link),
        mediaRef(s.link) && (s.link as { is_external?: unknown })?.is_external === 'on',
        false,
        ctx,
      )
      return button ? [button] : []
    }
    case 'tabs':
    case 'accordion':
    case 'toggle': {
      const items = (Array.isArray(s.tabs) ? s.tabs : []).map((t: Settings) => ({
        title: str(t.tab_title).trim() || 'Pestaña',
        blocks: classicToBlocks(str(t.tab_content), ctx),
      }))
      return items.length ? [{ blockType: 'tabs', items }] : []
    }
    case 'nested-tabs': {
      const titles = Array.isArray(s.tabs) ? (s.tabs as Settings[]).map((t) => str(t.tab_title).trim()) : []
      const items = (el.elements ?? []).map((child, i) => ({
        title: titles[i] || `Pestaña ${i + 1}`,
        blocks: elements(child.elements ?? [], ctx, depth + 1),
      }))
      return items.length ? [{ blockType: 'tabs', items }] : []
    }
    case 'icon-list':
      return iconListWidget(s, ctx)
    case 'spacer':
      return [spacerBlock(size(s.space) || 50)]
    case 'divider':
      return [{ blockType: 'richText', body: root([horizontalRule()]) }]
    case 'video': {
      const url = str(s.video_type) === 'vimeo' ? str(s.vimeo_url) : str(s.youtube_url) || str(s.vimeo_url)
      const video = videoBlock(url, '')
      return video ? [video] : []
    }
    case 'google_maps': {
      const address = str(s.address).trim()
      if (!address) return []
      return [
        {
          blockType: 'map',
          address,
          zoom: Math.min(20, Math.max(1, size(s.zoom) || 10)),
          height: Math.min(1000, Math.max(150, size(s.height) || 300)),
        },
      ]
    }
    case 'html': {
      const kept = keptHtml(str(s.html), ctx)
      return kept ? [kept] : []
    }
    case 'shortcode':
      return classicToBlocks(str(s.shortcode), ctx)
    case 'search-form':
      return [searchFormBlock({ placeholder: s.placeholder, buttonText: s.button_text })]
    case 'wp-widget-search':
      return [searchFormBlock({ label: (s.wp as Record<string, unknown> | undefined)?.title })]
    default:
      return unknownWidget(type, s, ctx)
  }
}

/** A heading: h1–h3 as the heading block, h4–h6 inside rich text; its text without markup. */
function headingWidget(s: Settings): Block[] {
  const level = Number(/^h([1-6])$/.exec(str(s.header_size) || 'h2')?.[1] ?? 2)
  const text = parseDocument(str(s.title), { decodeEntities: true })
    .children.map((n: ChildNode) => textOf(n))
    .join('')
    .trim()
  if (!text) return []
  const align = ['left', 'center', 'right'].includes(str(s.align)) ? str(s.align) : undefined
  if (level <= 3) return [{ blockType: 'heading', text, level: String(level), ...(align ? { align } : {}) }]
  return [{ blockType: 'richText', body: root([heading(level, [textNode(text)])]) }]
}

/** An image by its attachment (a missing one is reported), its caption, opening in the lightbox when it linked to its file. */
function imageWidget(s: Settings, ctx: ConvertContext): Block[] {
  const id = mediaId(s.image, ctx)
  if (id === null) {
    if (linkUrl(s.image)) ctx.missing(linkUrl(s.image))
    return []
  }
  const caption = s.caption_source === 'custom' || s.caption ? str(s.caption) : ''
  const lightbox = s.link_to === 'file' && s.open_lightbox !== 'no'
  return [{ blockType: 'image', image: id, link: lightbox, ...(caption ? { caption } : {}) }]
}

/** Elementor's image carousel: its found images, one to three at a time, its arrows and dots. */
function carouselWidget(s: Settings, ctx: ConvertContext): Block[] {
  const list = Array.isArray(s.carousel) ? s.carousel : []
  const slides = list
    .map((m) => mediaId(m, ctx))
    .filter((id): id is number => id !== null)
    .map((image) => ({ image }))
  if (!slides.length) return []
  const perView = String(Math.min(3, Math.max(1, Number(s.slides_to_show) || 3)))
  const nav = str(s.navigation) || 'both'
  return [
    {
      blockType: 'carousel',
      slides,
      slidesPerView: perView,
      autoplay: s.autoplay !== 'no',
      arrows: nav === 'both' || nav === 'arrows',
      dots: nav === 'both' || nav === 'dots',
    },
  ]
}

/** An icon list as a bulleted list, each item linked where it was. */
function iconListWidget(s: Settings, ctx: ConvertContext): Block[] {
  // An item with no text would be a bullet over nothing.
  const written = (Array.isArray(s.icon_list) ? (s.icon_list as Settings[]) : []).filter((item) =>
    str(item.text).trim(),
  )
  const items = written.map((item, i) => {
    const text = textNode(str(item.text).trim())
    const url = ctx.href(linkUrl(item.link))
    return listItem([url ? link(url, [text]) : text], i + 1)
  })
  return items.length ? [{ blockType: 'richText', body: root([list(false, items)]) }] : []
}
