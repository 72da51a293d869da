import { isHexColour } from '@/lib/hexColour'
import { isShapeName } from '@/shapes/catalog'
import { DIVIDER_HEIGHT, DIVIDER_WIDTH } from '@/shapes/divider'

import type { Block, ConvertContext } from './context'
import { type ElementorElement, elements } from './elementorToBlocks'

type Settings = Record<string, unknown>

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const clamp = (n: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, Math.round(n)))

/** A slider value ({unit, size}) as a number, or undefined. */
function slider(v: unknown): number | undefined {
  const n = v && typeof v === 'object' ? Number((v as { size?: unknown }).size) : NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** One shape divider (top or bottom) in the section block's fields; undefined when there is none. */
function shapeDivider(s: Settings, side: 'top' | 'bottom', ctx: ConvertContext) {
  const shape = str(s[`shape_divider_${side}`])
  if (!shape) return undefined
  if (!isShapeName(shape)) {
    ctx.unknown('widget', `separador con forma «${shape}»`)
    return undefined
  }
  const color = str(s[`shape_divider_${side}_color`])
  const width = slider(s[`shape_divider_${side}_width`])
  const height = slider(s[`shape_divider_${side}_height`])
  return {
    shape,
    ...(isHexColour(color) ? { color } : {}),
    ...(width !== undefined ? { width: clamp(width, DIVIDER_WIDTH) } : {}),
    ...(height !== undefined ? { height: clamp(height, DIVIDER_HEIGHT) } : {}),
    flip: s[`shape_divider_${side}_flip`] === 'yes',
    negative: s[`shape_divider_${side}_negative`] === 'yes',
    aboveContent: s[`shape_divider_${side}_above_content`] === 'yes',
  }
}

/** Elementor's dimensions control ({unit, top, right, bottom, left}) as pixels; undefined unless in px. */
function padding(v: unknown) {
  if (!v || typeof v !== 'object') return undefined
  const d = v as Record<string, unknown>
  if (d.unit && d.unit !== 'px') return undefined
  const side = (k: string) => {
    const n = Number(d[k])
    return d[k] !== '' && Number.isFinite(n) && n >= 0 ? Math.min(400, Math.round(n)) : undefined
  }
  const out = { top: side('top'), right: side('right'), bottom: side('bottom'), left: side('left') }
  return Object.values(out).some((n) => n !== undefined) ? out : undefined
}

/**
 * An Elementor section or container as Revela's section block: stretched or boxed, its background
 * colour or image, padding, shape dividers and anchor; several columns (or a row of inner
 * containers) become a columns block with their widths.
 */
export function elementorSection(el: ElementorElement, s: Settings, ctx: ConvertContext, depth: number): Block {
  const children = el.elements ?? []
  const stretched = s.stretch_section === 'section-stretched' || s.layout === 'full_width' || s.content_width === 'full'
  const background = s.background_background === 'classic' ? s.background_image : undefined
  const bgRef = background && typeof background === 'object' ? (background as { id?: unknown; url?: unknown }) : {}
  const bgId = Number(bgRef.id) > 0 ? ctx.media(Number(bgRef.id)) : str(bgRef.url) ? ctx.media(str(bgRef.url)) : null
  if (bgId === null && str(bgRef.url)) ctx.missing(str(bgRef.url))
  const color = str(s.background_color)
  const columns = children.filter(
    (c) =>
      c.elType === 'column' || (c.elType === 'container' && el.elType === 'container' && s.flex_direction === 'row'),
  )
  let blocks: Block[]
  if (columns.length > 1 && columns.length === children.length) {
    blocks = [
      {
        blockType: 'columns',
        columns: columns.slice(0, 4).map((col) => {
          const cs = (col.settings ?? {}) as Settings
          const width = Number(cs._inline_size) || Number(cs._column_size) || slider(cs.width) || 0
          return {
            blocks: elements(col.elType === 'column' ? (col.elements ?? []) : [col], ctx, depth + 1),
            ...(width >= 10 && width <= 100 ? { width: Math.round(width) } : {}),
          }
        }),
      },
    ]
  } else blocks = elements(children, ctx, depth + 1)
  const top = shapeDivider(s, 'top', ctx)
  const bottom = shapeDivider(s, 'bottom', ctx)
  const pad = padding(s.padding)
  const anchor = str(s._element_id)
  return {
    blockType: 'section',
    width: stretched ? 'stretched' : 'boxed',
    tone: 'light',
    ...(bgId !== null ? { background: bgId, tone: 'dark' } : {}),
    ...(isHexColour(color) ? { backgroundColor: color } : {}),
    ...(pad ? { padding: pad } : {}),
    ...(top ? { shapeTop: top } : {}),
    ...(bottom ? { shapeBottom: bottom } : {}),
    ...(/^[A-Za-z][\w-]*$/.test(anchor) ? { anchor } : {}),
    blocks,
  }
}
